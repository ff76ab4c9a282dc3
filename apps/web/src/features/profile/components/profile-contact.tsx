import type { ProfilePartProps } from '../types';
import type { ProfileEditor } from './use-profile-editor';
import styles from '../profile.module.css';

/** Email and phone, on the own profile only; the phone is editable. */
export function ProfileContact({ ids, user, editor }: Omit<ProfilePartProps, 'own'>) {
  return (
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
          <dt>{editor?.editing ? <label htmlFor={`${ids}-phone`}>Phone</label> : 'Phone'}</dt>
          <dd>{editor?.editing ? <PhoneField ids={ids} editor={editor} /> : user.phone || 'Not provided'}</dd>
        </div>
      </dl>
    </section>
  );
}

function PhoneField({ ids, editor }: { ids: string; editor: ProfileEditor }) {
  const error = editor.errors.phone;
  return (
    <>
      <input
        id={`${ids}-phone`}
        className="input"
        type="tel"
        autoComplete="tel"
        value={editor.form.phone}
        onChange={(e) => editor.set('phone', e.target.value)}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${ids}-phone-error` : undefined}
      />
      {error && (
        <span id={`${ids}-phone-error`} className="field-error">
          {error}
        </span>
      )}
    </>
  );
}
