import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import { RequestCard } from '@/components/request-card';
import { PageHeader } from '@/components/ui/page-header';
import { StateMessage } from '@/components/ui/state-message';
import { useRequests } from '@/lib/get-requests';
import { usePageMeta } from '@/lib/page-meta';
import { useRealtime } from '@/lib/realtime';
import styles from './requests-page.module.css';

/** /requests (issue 10): what I asked couriers for, and what buyers asked me for, with their states. */
export default function RequestsPage() {
  usePageMeta('My Requests', 'Booking requests you sent and received on SpaceShare.');
  useRealtime();
  const { data, isPending, isError } = useRequests();
  const received = data?.filter((r) => r.role === 'seller') ?? [];
  const sent = data?.filter((r) => r.role === 'buyer') ?? [];

  return (
    <div className={`container page ${styles.page}`}>
      <PageHeader title="My Requests" subtitle="Space you asked for, and space buyers asked you for">
        <Link to="/orders" className="btn btn-outline btn-sm">
          My Orders
        </Link>
      </PageHeader>
      {isPending ? (
        <p className="status-text" role="status">
          {MESSAGES.requestsLoading}
        </p>
      ) : isError ? (
        <StateMessage boxed alert title={MESSAGES.ordersErrorTitle} hint={MESSAGES.requestsFailed} />
      ) : data.length === 0 ? (
        <StateMessage boxed actionSpace title={MESSAGES.noRequests} hint={MESSAGES.noRequestsHint}>
          <Link to="/gigs" className="btn btn-primary">
            Explore Gigs
          </Link>
        </StateMessage>
      ) : (
        <>
          <RequestSection title="Received" empty="No buyer has asked you for space yet." requests={received} />
          <RequestSection title="Sent" empty="You have not asked for space yet." requests={sent} />
        </>
      )}
    </div>
  );
}

function RequestSection({ title, empty, requests }: { title: string; empty: string; requests: BookingRequest[] }) {
  const pending = requests.filter((r) => r.status === 'pending').length;
  return (
    <section className={styles.section} aria-labelledby={`requests-${title}`}>
      <h2 id={`requests-${title}`} className={styles.sectionTitle}>
        {title} <span className={styles.count}>{pending > 0 ? `${pending} pending` : requests.length}</span>
      </h2>
      {requests.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={`stack-list ${styles.list}`}>
          {requests.map((request) => (
            <RequestCard key={request._id} request={request} showListing />
          ))}
        </ul>
      )}
    </section>
  );
}
