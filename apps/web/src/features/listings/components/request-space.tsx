import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestSpace, requestsLoading } from '@spaceshare/shared/messages/booking-requests';
import { useCurrentUser } from '@/lib/current-user';
import type { RequestSpaceProps } from './buyer-request';
import styles from './request-space.module.css';

const BuyerRequest = lazy(() => import('./buyer-request'));

/**
 * 'Request space' beside Make Offer (issue 10): a visitor is sent to sign in and comes back here; a
 * buyer with a pending request sees it (and may withdraw it); otherwise the button opens the form.
 */
export function RequestSpace(props: RequestSpaceProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  if (!user) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => navigate('/login', { state: { from: location.pathname + location.search } })}>
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
