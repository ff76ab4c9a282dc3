import { MESSAGES } from '@spaceshare/shared/messages';
import { Button } from '@/components/ui/button';
import type { ProfileEditor } from './use-profile-editor';
import styles from '../profile.module.css';

/** Fixed at the bottom while editing: unsaved-changes note, Cancel and Save All Changes. */
export function ProfileSaveBar({ editor }: { editor: ProfileEditor }) {
  return (
    <div className={styles.saveBar} role="region" aria-label="Profile changes" data-sticky-bottom>
      <div className={`container ${styles.saveBarInner}`}>
        <p className={styles.saveText}>{editor.dirty ? MESSAGES.unsavedChanges : 'Editing your profile'}</p>
        <div className={styles.saveActions}>
          <Button type="button" className="btn btn-outline" onClick={editor.cancel} inactive={editor.saving}>
            Cancel
          </Button>
          <Button type="button" className="btn btn-primary" onClick={editor.save} inactive={editor.saving || editor.uploading}>
            {editor.saving ? MESSAGES.saving : editor.uploading ? MESSAGES.uploadingImage : 'Save All Changes'}
          </Button>
        </div>
      </div>
    </div>
  );
}
