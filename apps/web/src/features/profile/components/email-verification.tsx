import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '@/lib/api-client';
import styles from '../profile.module.css';

/** On the owner's own profile while the address is unverified: say so and offer a new link. */
export function EmailVerification() {
  const resend = useResendVerification();
  return (
    <p className={styles.verifyNote} data-testid="email-unverified">
      Your email address is not verified yet.{' '}
      {resend.isSuccess ? (
        <span role="status">{resend.data.message}</span>
      ) : (
        <Button type="button" className={styles.linkButton} onClick={() => resend.mutate()} inactive={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send me a new link'}
        </Button>
      )}
      {resend.isError && (
        <span className="field-error" role="alert">
          {' '}
          {errorMessage(resend.error, 'Could not send the link. Please try again.')}
        </span>
      )}
    </p>
  );
}
