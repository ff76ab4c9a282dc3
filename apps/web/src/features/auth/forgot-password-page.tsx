import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { fieldAria } from '@/lib/field-aria';
import { useRequestReset } from './api/account-links';
import { AuthShell } from './components/auth-shell';
import styles from './auth.module.css';

/** /forgot-password: the address to send a reset link to; the answer never says whether it has an account. */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot password');
  const [email, setEmail] = useState('');
  const request = useRequestReset();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    request.mutate(email);
  }

  return (
    <AuthShell title="Forgot your password?" subtitle="Enter the email address of your account and we will send you a link to choose a new password.">
      {request.isSuccess ? (
        <p className="status-text" role="status" data-testid="forgot-sent">
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          {request.isError && (
            <p className="form-error" role="alert" id="forgot-error">
              {errorMessage(request.error, 'Failed to send the link. Please try again.')}
            </p>
          )}
          <div className="field">
            <label htmlFor="forgot-email">Email</label>
            <input id="forgot-email" className="input" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} {...fieldAria(request.isError && 'forgot-error')} />
          </div>
          <Button type="submit" className="btn btn-primary btn-block" inactive={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className={styles.switch}>
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </AuthShell>
  );
}
