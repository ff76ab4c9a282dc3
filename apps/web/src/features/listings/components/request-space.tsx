import { lazy, Suspense } from 'react';
import { requestSpace, requestsLoading } from '@spaceshare/shared/messages/booking-requests';
import { useCurrentUser } from '@/lib/current-user';
import { useSignInFor } from '@/lib/return-intent';
import type { RequestSpaceProps } from './buyer-request';
import styles from './request-space.module.css';

const BuyerRequest = lazy(() => import('./buyer-request'));

/**
 * 'Request space' beside Make Offer (issue 10): a visitor is sent to sign in and comes back here, to
 * the form (BuyerRequest opens it, decision 2411); a buyer with a pending request sees it (and may
 * withdraw it); otherwise the button opens the form.
 */
export function RequestSpace(props: RequestSpaceProps) {
  const { user } = useCurrentUser();
  // Never ready here: the signed-in side (BuyerRequest) finishes the intent once it knows the requests.
  const signInToRequest = useSignInFor('request-space', false, () => {});
  if (!user) {
    return (
      <button type="button" className="btn btn-primary" onClick={signInToRequest}>
        {requestSpace}
      </button>
    );
  }
  return (
    <Suspense fallback={<p className={styles.placeholder}>{requestsLoading}</p>}>
      <BuyerRequest {...props} />
    </Suspense>
  );
}
