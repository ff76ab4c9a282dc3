import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { PageHeader } from '@/components/ui/page-header';
import { StateMessage } from '@/components/ui/state-message';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { useRealtime } from '@/lib/realtime';
import { useOrders } from './api/get-orders';
import { OrderCard } from './components/order-card';
import styles from './orders-page.module.css';

export default function OrdersPage() {
  usePageMeta('My Orders', 'Manage and track your SpaceShare orders.');
  useRealtime();
  const { user } = useCurrentUser();
  const { data, isPending, isError } = useOrders();
  const count = data?.length ?? 0;

  return (
    <div className={`container page ${styles.page}`}>
      <PageHeader title="My Orders" subtitle="Manage and track your orders">
        <div className={styles.headerSide}>
          <Link to="/requests" className="btn btn-outline btn-sm">
            My Requests
          </Link>
          {data && (
            <p className={styles.total} data-testid="order-count">
              <span className={styles.totalNumber}>{count}</span> Total {count === 1 ? 'order' : 'orders'}
            </p>
          )}
        </div>
      </PageHeader>

      {isPending ? (
        <p className="status-text" role="status">
          {MESSAGES.ordersLoading}
        </p>
      ) : isError ? (
        <StateMessage boxed actionSpace alert title={MESSAGES.ordersErrorTitle} hint={MESSAGES.ordersErrorBody} />
      ) : count === 0 ? (
        <StateMessage boxed actionSpace title={MESSAGES.noOrders} hint={MESSAGES.noOrdersHint}>
          <Link to="/gigs" className="btn btn-primary">
            Explore Gigs
          </Link>
        </StateMessage>
      ) : (
        <ul className={`stack-list ${styles.list}`}>
          {data.map((order) => (
            <OrderCard key={order._id} order={order} myId={user?._id ?? ''} />
          ))}
        </ul>
      )}
    </div>
  );
}
