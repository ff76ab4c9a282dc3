import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { passwordField } from '@spaceshare/shared/schemas/user';
import { errorMessage } from '@/lib/api-client';
import { clearCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { PasswordSpaceHint, passwordSpaceHintId } from '@/components/ui/password-space-hint';
import { fieldAria } from '@/lib/field-aria';
import { useResetPassword } from './api/account-links';
import { AuthShell } from './components/auth-shell';
import styles from './auth.module.css';

/** /reset-password?token=…: the emailed link; a new password ends every session, then the user signs in. */
export default function ResetPasswordPage() {
  usePageMeta('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = passwordField.safeParse(password);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? MESSAGES.passwordMin);
    setProblem(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => clearCurrentUser(),
        onError: (err) => setProblem(errorMessage(err, MESSAGES.resetLinkInvalid)),
      },
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="At least 8 characters, not one of the common ones.">
      {reset.isSuccess ? (
        <>
          <p className="status-text" role="status" data-testid="reset-done">
            {reset.data.message}
          </p>
          <Link to="/login" className="btn btn-primary btn-block">
            Sign in
          </Link>
        </>
      ) : !token ? (
        <p className="form-error" role="alert">
          {MESSAGES.resetLinkInvalid} <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          {problem && (
            <p className="form-error" role="alert" id="reset-error">
              {problem}
            </p>
          )}
          <div className="field">
            <label htmlFor="reset-password">New password</label>
            <input
              id="reset-password"
              className="input"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldAria(problem && 'reset-error', passwordSpaceHintId('reset-password-space', password))}
            />
            <PasswordSpaceHint id="reset-password-space" password={password} />
          </div>
          <Button type="submit" className="btn btn-primary btn-block" inactive={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
