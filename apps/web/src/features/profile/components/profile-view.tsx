import { useId } from 'react';
import type { PublicUser, User } from '@spaceshare/shared/schemas/user';
import type { ProfilePartProps } from '../types';
import { ProfileAbout } from './profile-about';
import { ProfileActivity } from './profile-activity';
import { ProfileContact } from './profile-contact';
import { ProfileHeader } from './profile-header';
import { ProfileSaveBar } from './profile-save-bar';
import { useProfileEditor } from './use-profile-editor';
import styles from '../profile.module.css';

/** Someone else's profile: public data only, no contact information, no editing. */
export function PublicProfileView({ user }: { user: PublicUser }) {
  return <ProfileLayout user={user} own={false} />;
}

/** The signed-in user's own profile, with edit mode. */
export function OwnProfileView({ user }: { user: User }) {
  const editor = useProfileEditor(user);
  return <ProfileLayout user={user} own editor={editor} />;
}

function ProfileLayout({ user, own, editor }: Omit<ProfilePartProps, 'ids'>) {
  const ids = useId();
  const editing = !!editor?.editing;
  return (
    <div className={`container ${styles.page} ${editing ? styles.withBar : ''}`}>
      <ProfileHeader ids={ids} user={user} own={own} editor={editor} />

      <div className={styles.grid}>
        <div className={styles.mainCol}>
          <ProfileAbout ids={ids} user={user} own={own} editor={editor} />
          {own && <ProfileContact ids={ids} user={user} editor={editor} />}
        </div>

        <aside className={styles.sideCol}>
          <ProfileActivity ids={ids} user={user} />
        </aside>
      </div>

      {editing && editor && <ProfileSaveBar editor={editor} />}
    </div>
  );
}
