import { MESSAGES } from '@spaceshare/shared/messages';
import type { ProfileEditor } from './use-profile-editor';
import styles from '../profile.module.css';

/** Fixed at the bottom while editing: unsaved-changes note, Cancel and Save All Changes. */
export function ProfileSaveBar({ editor }: { editor: ProfileEditor }) {
  return (
    <div className={styles.saveBar} role="region" aria-label="Profile changes">
      <div className={`container ${styles.saveBarInner}`}>
        <p className={styles.saveText}>{editor.dirty ? MESSAGES.unsavedChanges : 'Editing your profile'}</p>
        <div className={styles.saveActions}>
          <button type="button" className="btn btn-outline" onClick={editor.cancel} disabled={editor.saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={editor.save} disabled={editor.saving || editor.uploading}>
            {editor.saving ? MESSAGES.saving : editor.uploading ? MESSAGES.uploadingImage : 'Save All Changes'}
          </button>
        </div>
      </div>
    </div>
  );
}
