import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { CountrySelect } from '@/components/ui/country-select';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { isImageFile } from '@/lib/upload-image';
import { useRegister } from './api/register';
import { AuthShell } from './components/auth-shell';
import styles from './auth.module.css';

export default function RegisterPage() {
  usePageMeta('Join SpaceShare', 'Create a SpaceShare account to ship with trusted travelers or earn as a courier.');
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [form, setForm] = useState({ username: '', email: '', password: '', country: '', phone: '', desc: '' });
  const [isSeller, setIsSeller] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const set = (key: keyof typeof form) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    if (!isImageFile(chosen)) {
      setFileError(MESSAGES.selectImage);
      setFile(null);
      setPreview(null);
      e.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    registerMutation.mutate(
      { ...form, isSeller, file },
      {
        onSuccess: () => navigate('/'),
        onError: (err) => setError(errorMessage(err, MESSAGES.somethingWrong, { serverOnly: true })),
      },
    );
  }

  const busy = registerMutation.isPending;

  return (
    <AuthShell
      wide
      title="Create your account"
      subtitle={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className={styles.columns}>
          <fieldset className={styles.section}>
            <legend className={styles.legend}>Your account</legend>
            <div className="field">
              <label htmlFor="reg-username">Username</label>
              <input id="reg-username" className="input" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={form.username} onChange={set('username')} aria-describedby="reg-username-hint" />
              <span id="reg-username-hint" className="field-hint">
                {LIMITS.USERNAME_MIN}–{LIMITS.USERNAME_MAX} letters, numbers, dots, dashes or underscores.
              </span>
            </div>
            <div className="field">
              <label htmlFor="reg-email">Email</label>
              <input id="reg-email" className="input" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
            </div>
            <div className="field">
              <label htmlFor="reg-password">Password</label>
              <input id="reg-password" className="input" type="password" autoComplete="new-password" required value={form.password} onChange={set('password')} aria-describedby="reg-password-hint" />
              <span id="reg-password-hint" className="field-hint">
                At least {LIMITS.PASSWORD_MIN} characters, and not a common password.
              </span>
            </div>
            <div className="field">
              <label htmlFor="reg-country">Country</label>
              <CountrySelect id="reg-country" value={form.country} onChange={(country) => setForm((f) => ({ ...f, country }))} />
            </div>
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
          </fieldset>

          <fieldset className={styles.section}>
            <legend className={styles.legend}>Courier details</legend>
            <div className={styles.courierBox}>
              <ToggleSwitch id="reg-courier" checked={isSeller} onChange={setIsSeller} label="I want to become a courier" description="List spare luggage space and earn on trips you already take." />
            </div>
            <div className="field">
              <label htmlFor="reg-phone">Phone number</label>
              <input id="reg-phone" className="input" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} aria-describedby="reg-phone-hint" />
              <span id="reg-phone-hint" className="field-hint">
                {isSeller ? `Required for couriers, at least ${LIMITS.PHONE_MIN} digits.` : 'Optional.'}
              </span>
            </div>
            <div className="field">
              <label htmlFor="reg-desc">Description</label>
              <textarea id="reg-desc" className="textarea" value={form.desc} onChange={set('desc')} maxLength={LIMITS.COURIER_DESC_MAX} aria-describedby="reg-desc-hint" placeholder="Routes you travel, how often, what you can carry…" />
              <span id="reg-desc-hint" className="field-hint">
                {isSeller ? `Required for couriers, at least ${LIMITS.COURIER_DESC_MIN} characters (${form.desc.trim().length} so far).` : 'Optional. Tell others a little about yourself.'}
              </span>
            </div>
          </fieldset>
        </div>
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
          {busy ? 'Creating account...' : 'Register'}
        </button>
        <p className={styles.legal}>
          By registering you confirm you are 18 or older and accept our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </form>
    </AuthShell>
  );
}
