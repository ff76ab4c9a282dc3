import { useId, type ReactNode } from 'react';
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
export function PublicProfileView({ user, sections }: { user: PublicUser; sections?: ReactNode }) {
  return <ProfileLayout user={user} own={false} sections={sections} />;
}

/** The signed-in user's own profile, with edit mode. */
export function OwnProfileView({ user, sections }: { user: User; sections?: ReactNode }) {
  const editor = useProfileEditor(user);
  return <ProfileLayout user={user} own editor={editor} sections={sections} />;
}

function ProfileLayout({ user, own, editor, sections }: Omit<ProfilePartProps, 'ids'> & { sections?: ReactNode }) {
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

      {sections && <div className={styles.sections}>{sections}</div>}

      {editing && editor && <ProfileSaveBar editor={editor} />}
    </div>
  );
}
