import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MarkAllRead, NotificationList } from '@/components/notifications/notification-list';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { StateMessage } from '@/components/ui/state-message';
import { useNotifications } from '@/lib/notifications';
import { usePageMeta } from '@/lib/page-meta';
import { useRealtime } from '@/lib/realtime';
import { RouteAlerts } from '@/components/route-alerts';
import styles from './notifications-page.module.css';

const PAGE_SIZE = 20;

/** /notifications (issue 11): every notification, newest first, paged, with 'Mark all read'. */
export default function NotificationsPage() {
  usePageMeta('Notifications');
  useRealtime();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError } = useNotifications({ page, limit: PAGE_SIZE });
  // Routes you watch comes below the list once the list is drawn: shown earlier, under the
  // one-line loading text, the list's arrival pushed it down the screen (a layout shift, and an
  // #alerts link left looking at notifications).
  const [listWasLoading] = useState(isPending);

  return (
    <div className={`container page ${styles.page}`}>
      <PageHeader title="Notifications" subtitle="Messages, requests, orders and reviews that concern you">
        <MarkAllRead unread={data?.unread ?? 0} focusNext={() => document.querySelector<HTMLElement>('main [data-testid="notification"]')} />
      </PageHeader>
      {isPending ? (
        <p className="status-text" role="status">
          Loading notifications...
        </p>
      ) : isError ? (
        <StateMessage boxed alert title="Something went wrong" hint="We couldn't load your notifications. Please try again later." />
      ) : data.items.length === 0 ? (
        <StateMessage boxed title="No notifications yet" hint="When someone writes to you, asks for space or answers your request, it shows here." />
      ) : (
        <>
          <NotificationList items={data.items} />
          <Pager page={page} total={data.total} limit={PAGE_SIZE} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </>
      )}
      {!isPending && <RouteAlerts arrivedLate={listWasLoading} />}
    </div>
  );
}
