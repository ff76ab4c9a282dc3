import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useConfirmEmailChange, useVerifyEmail } from './api/account-links';
import { AuthShell } from './components/auth-shell';
import styles from './auth.module.css';

/** What each emailed link's page says: verifying the address, or confirming a new one (decision 2311). */
const KINDS = {
  verify: {
    title: 'Verify your email',
    subtitle: 'A verified address shows as a badge on your profile and your listings.',
    pending: 'Verifying...',
    done: MESSAGES.emailVerifiedDone,
    invalid: MESSAGES.verifyLinkInvalid,
    next: { to: '/profile', label: 'Go to your profile' },
  },
  change: {
    title: 'Confirm your new email',
    subtitle: 'Your account takes this address as its own, verified.',
    pending: 'Confirming...',
    done: MESSAGES.emailChangedDone,
    invalid: MESSAGES.emailChangeLinkInvalid,
    next: { to: '/settings?tab=security', label: 'Go to your settings' },
  },
} as const;

/** /verify-email?token=… and /confirm-email?token=…: opening the emailed link does what it says. */
export default function VerifyEmailPage({ kind = 'verify' }: { kind?: keyof typeof KINDS }) {
  const words = KINDS[kind];
  usePageMeta(words.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verifyAddress = useVerifyEmail();
  const confirmChange = useConfirmEmailChange();
  const verify = kind === 'change' ? confirmChange : verifyAddress;
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthShell title={words.title} subtitle={words.subtitle}>
      {/* One cell: the answer takes the place of "Verifying..." and the longest answers, drawn unseen in
          the same cell, hold its height from the start, so nothing moves when it lands (a layout
          shift of 0.09 on a phone). */}
      <div className={styles.outcome}>
        {verify.isSuccess ? (
          <p className="status-text" role="status" data-testid="verify-done">
            {verify.data.message}
          </p>
        ) : verify.isError || !token ? (
          <p className="form-error" role="alert">
            {verify.isError ? errorMessage(verify.error, words.invalid) : words.invalid}
          </p>
        ) : (
          <p className="status-text" role="status">
            {words.pending}
          </p>
        )}
        <p className={`status-text ${styles.placeholder}`} aria-hidden="true">
          {words.done}
        </p>
        <p className={`form-error ${styles.placeholder}`} aria-hidden="true">
          {words.invalid}
        </p>
      </div>
      <Link to={words.next.to} className="btn btn-outline btn-block">
        {words.next.label}
      </Link>
    </AuthShell>
  );
}
