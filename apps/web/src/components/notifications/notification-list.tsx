import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@spaceshare/shared/schemas/notification';
import { cx } from '@/lib/class-names';
import { formatShortDateTime } from '@/lib/format';
import { useMarkNotificationsRead } from '@/lib/notifications';
import { closeDeviceNotifications } from '@/lib/push-device';
import { Button } from '@/components/ui/button';
import styles from './notification-list.module.css';

/**
 * A notification's text with the people's own words in it isolated (decision 2313): the quoted
 * titles, and a message's quoted text after 'name: '. An Arabic title would otherwise pull the
 * quotes and the words around it into its right-to-left run.
 */
function isolateUserText(n: Pick<Notification, 'type' | 'text'>): ReactNode[] {
  if (n.type === 'message') {
    const colon = n.text.indexOf(': ');
    if (colon > 0) return [n.text.slice(0, colon + 2), <bdi key="m">{n.text.slice(colon + 2)}</bdi>];
  }
  // Quoted segments ("…"), as the server writes titles: every odd piece of the split is one.
  return n.text.split(/("[^"]*")/).map((piece, i) => (i % 2 === 1 ? <bdi key={i}>{piece}</bdi> : piece));
}

/** Notifications as links to where to act; following one marks it read. */
export function NotificationList({ items }: { items: Notification[] }) {
  const markRead = useMarkNotificationsRead();
  const onOpen = (n: Notification) => {
    if (!n.read) markRead.mutate([n._id]);
    // A message's or route alert's device notification carries its link as its tag (decision 2433).
    void closeDeviceNotifications(n.link);
  };
  return (
    <ul className={styles.list}>
      {items.map((n) => (
        <li key={n._id}>
          <Link to={n.link} className={cx(styles.item, !n.read && styles.unread)} onClick={() => onOpen(n)} data-testid="notification">
            <span className={styles.text}>
              {!n.read && <span className="visually-hidden">Unread: </span>}
              {isolateUserText(n)}
            </span>
            <time className={styles.time} dateTime={n.createdAt}>
              {formatShortDateTime(n.createdAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Mark all read', shown while something is unread. It goes once all is read, so `focusNext` names
 * where the keyboard's focus goes then (instead of the page's body).
 */
export function MarkAllRead({ unread, focusNext, className = 'btn btn-outline btn-sm' }: { unread: number; focusNext: () => HTMLElement | null | undefined; className?: string }) {
  const markRead = useMarkNotificationsRead();
  if (unread === 0) return null;
  return (
    <Button type="button" className={className} onClick={() => markRead.mutate(undefined, { onSuccess: () => focusNext()?.focus() })} inactive={markRead.isPending}>
      Mark all read
    </Button>
  );
}
