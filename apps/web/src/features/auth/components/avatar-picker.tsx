import { useEffect, useState, type ChangeEvent } from 'react';
import { chosenImageError } from '@/lib/upload-image';
import { Avatar } from '@/components/ui/avatar';
import styles from '../auth.module.css';

/**
 * The optional profile picture: a file input behind a button, with a preview of the chosen image. A
 * file that is no image or over 5 MB is refused when chosen, said under it (decision 2312); `errorId`
 * is the registration's message when the upload of the chosen picture failed.
 */
export function AvatarPicker({ file, onChange, errorId }: { file: File | null; onChange(file: File | null): void; errorId?: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const problem = await chosenImageError(chosen);
    if (problem) {
      setFileError(problem);
      onChange(null);
      setPreview(null);
      input.value = '';
      return;
    }
    setFileError(null);
    onChange(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function remove() {
    setFileError(null);
    onChange(null);
    setPreview(null);
    const input = document.getElementById('reg-avatar');
    if (input instanceof HTMLInputElement) {
      input.value = '';
      input.focus();
    }
  }

  const describedBy = [errorId, fileError ? 'reg-avatar-error' : 'reg-avatar-hint'].filter(Boolean).join(' ');
  return (
    <div className="field">
      <span className="label" id="reg-avatar-title">
        Profile picture
      </span>
      <div className={styles.avatarRow}>
        <Avatar src={preview} alt={preview ? 'Selected profile picture' : ''} size={64} />
        <div className={styles.avatarActions}>
          <input id="reg-avatar" type="file" accept="image/*" className={styles.fileInput} onChange={(e) => void onFile(e)} aria-labelledby="reg-avatar-title" aria-describedby={describedBy} aria-invalid={!!fileError || !!errorId || undefined} />
          <label htmlFor="reg-avatar" className="btn btn-outline btn-sm" aria-hidden="true">
            {file ? 'Change picture' : 'Choose picture'}
          </label>
          {file && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={remove}>
              Remove picture
            </button>
          )}
        </div>
      </div>
      {fileError ? (
        <span id="reg-avatar-error" className="field-error" role="alert">
          {fileError}
        </span>
      ) : (
        <span id="reg-avatar-hint" className="field-hint">
          {file ? file.name : 'Optional. JPG, PNG or WebP up to 5 MB.'}
        </span>
      )}
    </div>
  );
}
