import type { ChangeEvent } from 'react';
import { countryCode, countryName } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import { averageRating, roundToHalf } from '@spaceshare/shared/rules/stars';
import { Avatar } from '@/components/ui/avatar';
import { Flag } from '@/components/ui/flag';
import { Stars } from '@/components/ui/stars';
import { plural } from '@/lib/format';
import { fieldAria } from '@/lib/field-aria';
import { focusAfterRender } from '@/lib/use-zod-form';
import type { ProfilePartProps } from '../types';
import { EmailVerification } from './email-verification';
import { ProfileActions } from './profile-actions';
import styles from '../profile.module.css';

/** Cover, avatar (with Change photo while editing), name, badges, country, rating, Edit Profile. */
export function ProfileHeader({ ids, user, own, editor }: ProfilePartProps) {
  const rating = averageRating(user.totalStars, user.starNumber);
  const starValue = user.starNumber > 0 ? roundToHalf(user.totalStars / user.starNumber) : 0;
  const country = editor?.editing ? editor.form.country : user.country;
  const code = countryCode(country);

  return (
    <section className={`card ${styles.header}`} aria-labelledby={`${ids}-name`}>
      <div className={styles.cover} aria-hidden="true" />
      <div className={styles.headerBody}>
        <ProfileAvatar ids={ids} user={user} editor={editor} />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h1 id={`${ids}-name`} className={styles.name}>
              {user.username}
            </h1>
            {user.isSeller && <span className={`badge ${styles.verified}`}>✓ Verified Seller</span>}
            {user.emailVerified && <span className={`badge ${styles.verified}`}>✓ Email verified</span>}
            {!own && <span className={`badge ${styles.publicBadge}`}>Public Profile</span>}
          </div>
          {country && (
            <p className={styles.location}>
              {code && <Flag code={code} size={14} />} {countryName(country)}
            </p>
          )}
          <p className={styles.rating}>
            <Stars value={starValue} label={user.starNumber > 0 ? `Rated ${rating} out of 5` : 'No reviews yet'} />
            <span>{user.starNumber > 0 ? `${rating} · ${plural(user.starNumber, 'review')}` : 'No reviews yet'}</span>
          </p>
          {own && !user.emailVerified && <EmailVerification />}
          {editor?.errors.img && (
            <p className="field-error" id={`${ids}-avatar-error`}>
              {editor.errors.img}
            </p>
          )}
          {!own && <ProfileActions userId={user._id} />}
        </div>
        {own && !editor?.editing && (
          <button
            type="button"
            className={`btn btn-primary ${styles.editButton}`}
            onClick={() => {
              editor?.start();
              // The button goes with the view it edits: the keyboard lands on the first field, the bio.
              focusAfterRender(`${ids}-bio`);
            }}
          >
            Edit Profile
          </button>
        )}
      </div>
    </section>
  );
}

/** The picture; while editing, a file input behind 'Change photo' uploads a new one at once. */
function ProfileAvatar({ ids, user, editor }: Omit<ProfilePartProps, 'own'>) {
  const editing = !!editor?.editing;
  const src = editor?.preview ?? (editor?.editing ? editor.form.img : user.img);

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void editor?.chooseImage(file);
  }

  return (
    <div className={styles.avatarWrap}>
      <Avatar src={src} alt={`Profile picture of ${user.username}`} size={112} className={styles.avatar} />
      {editor?.uploading && (
        <span className={styles.uploading} role="status">
          {MESSAGES.uploading}
        </span>
      )}
      {editing && (
        <>
          <input id={`${ids}-avatar`} type="file" accept="image/*" className={styles.fileInput} onChange={onFile} aria-label="Profile picture" disabled={editor?.uploading} {...fieldAria(!!editor?.errors.img && `${ids}-avatar-error`)} />
          <label htmlFor={`${ids}-avatar`} className={styles.changePhoto} aria-hidden="true">
            Change photo
          </label>
        </>
      )}
    </div>
  );
}
