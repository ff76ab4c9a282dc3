import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '@/lib/api-client';
import { takeLostFocus } from '@/lib/route-focus';
import styles from '../profile.module.css';

/** The answer replaces the button that had the focus: it takes the focus rather than the page's top. */
const focusAnswer = (el: HTMLElement | null) => takeLostFocus(el, { preventScroll: true });

/** On the owner's own profile while the address is unverified: say so and offer a new link. */
export function EmailVerification() {
  const resend = useResendVerification();
  return (
    <p className={styles.verifyNote} data-testid="email-unverified">
      Your email address is not verified yet.{' '}
      {resend.isSuccess ? (
        <span role="status" tabIndex={-1} ref={focusAnswer}>
          {resend.data.message}
        </span>
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
