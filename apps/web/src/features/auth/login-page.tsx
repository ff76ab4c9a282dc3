import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { errorMessage } from '@/lib/api-client';
import { useStaticPageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { fieldAria } from '@/lib/field-aria';
import { forgetSessionEnded, pendingSessionEnded, takeSessionEnded, useSessionEnded } from '@/lib/session-ended';
import { useLogin } from './api/login';
import { AuthShell } from './components/auth-shell';
import { useBackState, useReturnPath, useReturnState } from './return-path';
import styles from './auth.module.css';

export default function LoginPage() {
  useStaticPageMeta('/login');
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const returnState = useReturnState();
  const backState = useBackState();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Said once: the mark is forgotten as this page shows it (decision 2109), and kept for a reload of this
  // page until it is left (2311).
  const sessionEnded = useSessionEnded();
  const [endedNotice, setEndedNotice] = useState<string | null>(pendingSessionEnded);
  useEffect(() => {
    const notice = sessionEnded ? takeSessionEnded() : null;
    if (notice) setEndedNotice(notice);
  }, [sessionEnded]);
  useEffect(() => forgetSessionEnded, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setEndedNotice(null);
    loginMutation.mutate(
      { username, password },
      {
        onSuccess: () => navigate(returnTo, { replace: true, state: backState }),
        onError: (err) => setError(errorMessage(err, MESSAGES.invalidLogin)),
      },
    );
  }

  return (
    <AuthShell
      title="Welcome back"
      subtitle={
        <>
          New to SpaceShare? <Link to="/register" state={returnState}>Create an account</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        {endedNotice && !error && (
          <p className={styles.notice} role="status">
            {endedNotice}
          </p>
        )}
        {error && (
          <p className="form-error" role="alert" id="login-error">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor="login-username">Username</label>
          <input
            id="login-username"
            className="input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            {...fieldAria(error && 'login-error')}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldAria(error && 'login-error')}
          />
        </div>
        <p className={styles.forgot}>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Button type="submit" className="btn btn-primary btn-block" inactive={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className={styles.switch}>
        Don’t have an account? <Link to="/register" state={returnState}>Join SpaceShare</Link>
      </p>
    </AuthShell>
  );
}
