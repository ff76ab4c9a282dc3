import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { errorMessage } from '@/lib/api-client';
import { useStaticPageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { PictureUploadError, useRegister, type RegisterInput } from './api/register';
import { AccountFields } from './components/account-fields';
import { AuthShell } from './components/auth-shell';
import { useBackState, useReturnPath, useReturnState } from './return-path';
import { CourierFields } from './components/courier-fields';
import styles from './auth.module.css';

type Values = Omit<RegisterInput, 'file'>;

const EMPTY: Values = { username: '', email: '', password: '', country: '', isSeller: false, phone: '', desc: '' };

const ERROR_ID = 'register-error';

/** The field each of the server's refusals is about: it is marked invalid and described by the message. */
const FIELD_OF_MESSAGE: Record<string, keyof Values> = {
  [MESSAGES.usernameRequired]: 'username',
  [MESSAGES.usernameInvalid]: 'username',
  [MESSAGES.usernameTaken]: 'username',
  [MESSAGES.usernameReserved]: 'username',
  [MESSAGES.emailInvalid]: 'email',
  [MESSAGES.emailTaken]: 'email',
  [MESSAGES.passwordRequired]: 'password',
  [MESSAGES.passwordMin]: 'password',
  [MESSAGES.passwordMax]: 'password',
  [MESSAGES.passwordCommon]: 'password',
  [MESSAGES.countryTooLong]: 'country',
  [MESSAGES.countryUnknown]: 'country',
  [MESSAGES.courierPhone]: 'phone',
  [MESSAGES.phoneMin]: 'phone',
  [MESSAGES.phoneMax]: 'phone',
  [MESSAGES.courierDesc]: 'desc',
  [MESSAGES.courierDescMax]: 'desc',
};

export default function RegisterPage() {
  useStaticPageMeta('/register');
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const returnState = useReturnState();
  const backState = useBackState();
  const registerMutation = useRegister();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The refusal was the picture's upload (the message names the reason, so no fixed string maps it).
  const [pictureFailed, setPictureFailed] = useState(false);

  const form = useRef<HTMLFormElement>(null);
  // The message stands above a long form: on a phone the Register button is a screen below it, so a
  // refusal looked like nothing happened. Bring the message into view and focus the field it is about.
  useEffect(() => {
    if (!error) return;
    document.getElementById(ERROR_ID)?.scrollIntoView?.({ block: 'start' });
    form.current?.querySelector<HTMLElement>(`[aria-describedby~="${ERROR_ID}"]`)?.focus({ preventScroll: true });
  }, [error]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    registerMutation.mutate(
      { ...values, file },
      {
        onSuccess: () => navigate(returnTo, { replace: true, state: backState }),
        onError: (err) => {
          setPictureFailed(err instanceof PictureUploadError);
          setError(err instanceof PictureUploadError ? err.message : errorMessage(err, MESSAGES.somethingWrong, { serverOnly: true }));
        },
      },
    );
  }

  // Another picture, or none, answers a failed upload: its message has been dealt with.
  function onFile(chosen: File | null) {
    setFile(chosen);
    if (pictureFailed) setError(null);
  }

  const busy = registerMutation.isPending;
  const invalidField = !error ? undefined : pictureFailed ? 'picture' : FIELD_OF_MESSAGE[error];
  const errorOf = (field: string) => (field === invalidField ? ERROR_ID : undefined);

  return (
    <AuthShell
      wide
      title="Create your account"
      subtitle={
        <>
          Already have an account? <Link to="/login" state={returnState}>Sign in</Link>
        </>
      }
    >
      <form ref={form} onSubmit={onSubmit} noValidate className={styles.form}>
        {error && (
          <p className="form-error" role="alert" id={ERROR_ID}>
            {error}
          </p>
        )}
        <div className={styles.columns}>
          <AccountFields values={values} onChange={set} file={file} onFile={onFile} errorOf={errorOf} />
          <CourierFields values={values} onChange={set} errorOf={errorOf} />
        </div>
        <Button type="submit" className={`btn btn-primary ${styles.submit}`} inactive={busy}>
          {busy ? 'Creating account...' : 'Register'}
        </Button>
        <p className={styles.legal}>
          By registering you confirm you are 18 or older and accept our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </form>
    </AuthShell>
  );
}
