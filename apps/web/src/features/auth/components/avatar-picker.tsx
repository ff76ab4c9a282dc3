import { useEffect, useState, type ChangeEvent } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { isImageFile } from '@/lib/upload-image';
import styles from '../auth.module.css';

/** The optional profile picture: a file input behind a button, with a preview of the chosen image. */
export function AvatarPicker({ file, onChange }: { file: File | null; onChange(file: File | null): void }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    if (!isImageFile(chosen)) {
      setFileError(MESSAGES.selectImage);
      onChange(null);
      setPreview(null);
      e.target.value = '';
      return;
    }
    setFileError(null);
    onChange(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  return (
    <div className="field">
      <span className="label" id="reg-avatar-title">
        Profile picture
      </span>
      <div className={styles.avatarRow}>
        <Avatar src={preview} alt={preview ? 'Selected profile picture' : ''} size={64} />
        <input id="reg-avatar" type="file" accept="image/*" className={styles.fileInput} onChange={onFile} aria-labelledby="reg-avatar-title" aria-describedby={fileError ? 'reg-avatar-error' : 'reg-avatar-hint'} aria-invalid={!!fileError || undefined} />
        <label htmlFor="reg-avatar" className="btn btn-outline btn-sm" aria-hidden="true">
          {file ? 'Change picture' : 'Choose picture'}
        </label>
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
