import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { profileMeta } from '@spaceshare/shared/pages';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { usePublicUser } from '@/lib/get-public-user';
import { useDataPageMeta, usePageMeta } from '@/lib/page-meta';
import { useUser } from './api/get-user';
import { OwnProfileView, PublicProfileView } from './components/profile-view';
import styles from './profile.module.css';

/** What other features add under the profile (the app composes them: listings, reviews). */
/** What the page shows under the person: `seller` tells whether they can be reviewed. */
export type ProfileSections = (userId: string, own: boolean, seller: boolean) => ReactNode;

export default function ProfilePage({ sections }: { sections?: ProfileSections }) {
  const { userId } = useParams();
  const { user: me } = useCurrentUser();
  const own = !userId || userId === me?._id;
  if (own && !me) return <Navigate to="/login" replace state={{ from: '/profile' }} />;
  return own ? <OwnProfile id={me!._id} sections={sections} /> : <OtherProfile id={userId!} sections={sections} />;
}

function OwnProfile({ id, sections }: { id: string; sections?: ProfileSections }) {
  usePageMeta('My profile');
  const { data, isPending, error } = useUser(id);
  if (isPending) return <ProfileSkeleton />;
  if (error) return <LoadError message={error.message} />;
  return <OwnProfileView key={data._id} user={data} sections={sections?.(data._id, true, data.isSeller)} />;
}

function OtherProfile({ id, sections }: { id: string; sections?: ProfileSections }) {
  const { data, isPending, error } = usePublicUser(id);
  useDataPageMeta(data ? profileMeta(data) : data === null ? { title: MESSAGES.deletedProfile, description: MESSAGES.deletedProfileText } : undefined, error, 'Profile');
  if (isPending) return <ProfileSkeleton />;
  if (error) return <LoadError message={error.message} />;
  if (data === null) return <DeletedProfile />;
  return <PublicProfileView user={data} sections={sections?.(data._id, false, data.isSeller)} />;
}

/** A deleted account's profile (410): said calmly, as a fact, not as a failure (decision 2313). */
function DeletedProfile() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.gone}`} data-testid="profile-deleted">
        <h1 className={styles.goneTitle}>{MESSAGES.deletedProfile}</h1>
        <p>{MESSAGES.deletedProfileText}</p>
        <p>
          <Link to="/gigs">Explore Luggage</Link> · <Link to="/containers">Explore Containers</Link>
        </p>
      </div>
    </div>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.error}`} role="alert">
        <h1 className={styles.errorTitle}>{MESSAGES.profileLoadFailed}</h1>
        <p>{message}</p>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading profile
      </p>
      <div className={`card ${styles.header}`}>
        <div className={styles.cover} />
        <div className={styles.headerBody}>
          <Skeleton width={112} height={112} radius={56} />
          <div className={styles.identity} style={{ flex: 1 }}>
            <Skeleton width="40%" height={28} />
            <div style={{ height: 10 }} />
            <Skeleton width="25%" />
          </div>
        </div>
      </div>
      <div className={styles.grid}>
        <div className={`card ${styles.panel}`}>
          <Skeleton height={20} width="30%" />
          <div style={{ height: 12 }} />
          <Skeleton />
          <div style={{ height: 8 }} />
          <Skeleton width="80%" />
        </div>
        <div className={`card ${styles.panel}`}>
          <Skeleton height={20} width="50%" />
        </div>
      </div>
    </div>
  );
}
