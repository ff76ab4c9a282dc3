import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
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
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>My Orders</h1>
          <p className={styles.subtitle}>Manage and track your orders</p>
        </div>
        {data && (
          <p className={styles.total} data-testid="order-count">
            <span className={styles.totalNumber}>{count}</span> Total {count === 1 ? 'order' : 'orders'}
          </p>
        )}
      </header>

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
