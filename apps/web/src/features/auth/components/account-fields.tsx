import type { ChangeEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import { CountrySelect } from '@/components/ui/country-select';
import { PasswordSpaceHint, passwordSpaceHintId } from '@/components/ui/password-space-hint';
import { fieldAria } from '@/lib/field-aria';
import { AvatarPicker } from './avatar-picker';
import styles from '../auth.module.css';

type AccountValues = { username: string; email: string; password: string; country: string };

type Props = {
  values: AccountValues;
  onChange<K extends keyof AccountValues>(key: K, value: AccountValues[K]): void;
  file: File | null;
  onFile(file: File | null): void;
  /** The error id of the field the last refusal was about (see register-page.tsx), per field. */
  errorOf(field: string): string | undefined;
};

/** The 'Your account' half of the registration form. */
export function AccountFields({ values, onChange, file, onFile, errorOf }: Props) {
  const text = (key: 'username' | 'email' | 'password') => (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Your account</legend>
      <div className="field">
        <label htmlFor="reg-username">Username</label>
        <input id="reg-username" className="input" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={values.username} onChange={text('username')} {...fieldAria(errorOf('username'), 'reg-username-hint')} />
        <span id="reg-username-hint" className="field-hint">
          {LIMITS.USERNAME_MIN}–{LIMITS.USERNAME_MAX} letters, numbers, dots, dashes or underscores.
        </span>
      </div>
      <div className="field">
        <label htmlFor="reg-email">Email</label>
        <input id="reg-email" className="input" type="email" autoComplete="email" required value={values.email} onChange={text('email')} {...fieldAria(errorOf('email'))} />
      </div>
      <div className="field">
        <label htmlFor="reg-password">Password</label>
        <input id="reg-password" className="input" type="password" autoComplete="new-password" required value={values.password} onChange={text('password')} {...fieldAria(errorOf('password'), 'reg-password-hint', passwordSpaceHintId('reg-password-space', values.password))} />
        <span id="reg-password-hint" className="field-hint">
          At least {LIMITS.PASSWORD_MIN} characters, and not a common password.
        </span>
        <PasswordSpaceHint id="reg-password-space" password={values.password} />
      </div>
      <div className="field">
        <label htmlFor="reg-country">Country</label>
        <CountrySelect
          id="reg-country"
          value={values.country}
          onChange={(country) => onChange('country', country)}
          invalid={!!errorOf('country')}
          describedBy={errorOf('country')}
        />
      </div>
      <AvatarPicker file={file} onChange={onFile} errorId={errorOf('picture')} />
    </fieldset>
  );
}
