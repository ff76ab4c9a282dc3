import { useId, type ChangeEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import { countryCode, countryName } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import { averageRating, roundToHalf } from '@spaceshare/shared/rules/stars';
import type { PublicUser, User } from '@spaceshare/shared/schemas/user';
import { Avatar } from '@/components/ui/avatar';
import { CountrySelect } from '@/components/ui/country-select';
import { Flag } from '@/components/ui/flag';
import { Stars } from '@/components/ui/stars';
import { formatMonthYear, plural } from '@/lib/format';
import { useProfileEditor, type ProfileEditor } from './use-profile-editor';
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

type LayoutProps = { user: PublicUser & Partial<Pick<User, 'email' | 'phone'>>; own: boolean; editor?: ProfileEditor };

function ProfileLayout({ user, own, editor }: LayoutProps) {
  const ids = useId();
  const editing = !!editor?.editing;
  const rating = averageRating(user.totalStars, user.starNumber);
  const starValue = user.starNumber > 0 ? roundToHalf(user.totalStars / user.starNumber) : 0;
  const country = editing ? editor!.form.country : user.country;
  const code = countryCode(country);
  const avatarSrc = editor?.preview ?? (editing ? editor!.form.img : user.img);

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void editor?.chooseImage(file);
  }

  return (
    <div className={`container ${styles.page} ${editing ? styles.withBar : ''}`}>
      <section className={`card ${styles.header}`} aria-labelledby={`${ids}-name`}>
        <div className={styles.cover} aria-hidden="true" />
        <div className={styles.headerBody}>
          <div className={styles.avatarWrap}>
            <Avatar src={avatarSrc} alt={`Profile picture of ${user.username}`} size={112} className={styles.avatar} />
            {editor?.uploading && (
              <span className={styles.uploading} role="status">
                {MESSAGES.uploading}
              </span>
            )}
            {editing && (
              <>
                <input id={`${ids}-avatar`} type="file" accept="image/*" className={styles.fileInput} onChange={onFile} aria-label="Profile picture" disabled={editor!.uploading} />
                <label htmlFor={`${ids}-avatar`} className={styles.changePhoto} aria-hidden="true">
                  Change photo
                </label>
              </>
            )}
          </div>
          <div className={styles.identity}>
            <div className={styles.nameRow}>
              <h1 id={`${ids}-name`} className={styles.name}>
                {user.username}
              </h1>
              {user.isSeller && <span className={`badge ${styles.verified}`}>✓ Verified Seller</span>}
              {!own && <span className={`badge ${styles.publicBadge}`}>Public Profile</span>}
            </div>
            {country && (
              <p className={styles.location}>
                {code && <Flag code={code} size={14} />} {countryName(country)}
              </p>
            )}
            <p className={styles.rating}>
              <Stars value={starValue} label={user.starNumber > 0 ? `Rated ${rating} out of 5` : 'No ratings yet'} />
              <span>{user.starNumber > 0 ? `${rating} · ${plural(user.starNumber, 'review')}` : 'No ratings yet'}</span>
            </p>
            {editor?.errors.img && <p className="field-error">{editor.errors.img}</p>}
          </div>
          {own && !editing && (
            <button type="button" className={`btn btn-primary ${styles.editButton}`} onClick={editor?.start}>
              Edit Profile
            </button>
          )}
        </div>
      </section>

      <div className={styles.grid}>
        <div className={styles.mainCol}>
          <section className={`card ${styles.panel}`} aria-labelledby={`${ids}-about`}>
            <h2 id={`${ids}-about`} className={styles.panelTitle}>
              About
            </h2>
            {editing ? (
              <>
                <div className="field">
                  <label htmlFor={`${ids}-bio`}>Bio</label>
                  <textarea
                    id={`${ids}-bio`}
                    className="textarea"
                    maxLength={LIMITS.BIO_MAX}
                    value={editor!.form.desc}
                    onChange={(e) => editor!.set('desc', e.target.value)}
                    aria-invalid={!!editor!.errors.desc || undefined}
                    aria-describedby={`${ids}-bio-count${editor!.errors.desc ? ` ${ids}-bio-error` : ''}`}
                    placeholder="Tell people about yourself, the routes you travel and what you can carry."
                  />
                  <span id={`${ids}-bio-count`} className={`field-hint ${styles.counter}`}>
                    {editor!.form.desc.length}/{LIMITS.BIO_MAX}
                  </span>
                  {editor!.errors.desc && (
                    <span id={`${ids}-bio-error`} className="field-error">
                      {editor!.errors.desc}
                    </span>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`${ids}-country`}>Location</label>
                  <CountrySelect
                    id={`${ids}-country`}
                    value={editor!.form.country}
                    onChange={(value) => editor!.set('country', value)}
                    invalid={!!editor!.errors.country}
                    describedBy={editor!.errors.country ? `${ids}-country-error` : undefined}
                    required
                  />
                  {editor!.errors.country && (
                    <span id={`${ids}-country-error`} className="field-error">
                      {editor!.errors.country}
                    </span>
                  )}
                </div>
              </>
            ) : user.desc ? (
              <p className={styles.bio}>{user.desc}</p>
            ) : (
              <p className={styles.muted}>{own ? 'You have not written a bio yet. Use Edit Profile to introduce yourself.' : 'No bio yet.'}</p>
            )}
          </section>

          {own && (
            <section className={`card ${styles.panel}`} aria-labelledby={`${ids}-contact`}>
              <h2 id={`${ids}-contact`} className={styles.panelTitle}>
                Contact Information
              </h2>
              <p className={styles.muted}>Only you can see this.</p>
              <dl className={styles.facts}>
                <div>
                  <dt>Email</dt>
                  <dd>{user.email || '—'}</dd>
                </div>
                <div>
                  <dt>{editing ? <label htmlFor={`${ids}-phone`}>Phone</label> : 'Phone'}</dt>
                  <dd>
                    {editing ? (
                      <>
                        <input
                          id={`${ids}-phone`}
                          className="input"
                          type="tel"
                          autoComplete="tel"
                          value={editor!.form.phone}
                          onChange={(e) => editor!.set('phone', e.target.value)}
                          aria-invalid={!!editor!.errors.phone || undefined}
                          aria-describedby={editor!.errors.phone ? `${ids}-phone-error` : undefined}
                        />
                        {editor!.errors.phone && (
                          <span id={`${ids}-phone-error`} className="field-error">
                            {editor!.errors.phone}
                          </span>
                        )}
                      </>
                    ) : (
                      user.phone || 'Not provided'
                    )}
                  </dd>
                </div>
              </dl>
            </section>
          )}
        </div>

        <aside className={styles.sideCol}>
          <section className={`card ${styles.panel}`} aria-labelledby={`${ids}-activity`}>
            <h2 id={`${ids}-activity`} className={styles.panelTitle}>
              Activity Summary
            </h2>
            <dl className={styles.stats}>
              <div>
                <dt>Trips completed</dt>
                <dd>{user.tripsCompleted ?? 0}</dd>
              </div>
              <div>
                <dt>Average rating</dt>
                <dd>{rating}</dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>{formatMonthYear(user.createdAt) || '—'}</dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>

      {editing && editor && (
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
      )}
    </div>
  );
}
