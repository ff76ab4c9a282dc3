import { LANGUAGES, LIMITS } from '@spaceshare/shared/constants';
import { CountrySelect } from '@/components/ui/country-select';
import type { ProfilePartProps } from '../types';
import type { ProfileEditor } from './use-profile-editor';
import styles from '../profile.module.css';

/** About: the bio, or while editing the bio and location fields. */
export function ProfileAbout({ ids, user, own, editor }: ProfilePartProps) {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${ids}-about`}>
      <h2 id={`${ids}-about`} className={styles.panelTitle}>
        About
      </h2>
      {editor?.editing ? (
        <AboutFields ids={ids} editor={editor} />
      ) : user.desc ? (
        <p className={styles.bio}>{user.desc}</p>
      ) : (
        <p className={styles.muted}>{own ? 'You have not written a bio yet. Use Edit Profile to introduce yourself.' : 'No bio yet.'}</p>
      )}
    </section>
  );
}

function AboutFields({ ids, editor }: { ids: string; editor: ProfileEditor }) {
  const { form, errors, set } = editor;
  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-bio`}>Bio</label>
        <textarea
          id={`${ids}-bio`}
          className="textarea"
          maxLength={LIMITS.BIO_MAX}
          value={form.desc}
          onChange={(e) => set('desc', e.target.value)}
          aria-invalid={!!errors.desc || undefined}
          aria-describedby={`${ids}-bio-count${errors.desc ? ` ${ids}-bio-error` : ''}`}
          placeholder="Tell people about yourself, the routes you travel and what you can carry."
        />
        <span id={`${ids}-bio-count`} className={`field-hint ${styles.counter}`}>
          {form.desc.length}/{LIMITS.BIO_MAX}
        </span>
        {errors.desc && (
          <span id={`${ids}-bio-error`} className="field-error">
            {errors.desc}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-country`}>Location</label>
        <CountrySelect
          id={`${ids}-country`}
          value={form.country}
          onChange={(value) => set('country', value)}
          invalid={!!errors.country}
          describedBy={errors.country ? `${ids}-country-error` : undefined}
          required
        />
        {errors.country && (
          <span id={`${ids}-country-error`} className="field-error">
            {errors.country}
          </span>
        )}
      </div>
      <fieldset className={styles.languages} aria-describedby={errors.languages ? `${ids}-languages-error` : undefined}>
        <legend>Languages</legend>
        {LANGUAGES.map((language) => (
          <label key={language}>
            <input
              type="checkbox"
              checked={form.languages.includes(language)}
              onChange={(e) => set('languages', e.target.checked ? [...form.languages, language] : form.languages.filter((l) => l !== language))}
            />{' '}
            {language}
          </label>
        ))}
        {errors.languages && (
          <span id={`${ids}-languages-error`} className="field-error">
            {errors.languages}
          </span>
        )}
      </fieldset>
    </>
  );
}
