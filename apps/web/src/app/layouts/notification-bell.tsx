import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MarkAllRead, NotificationList } from '@/components/notifications/notification-list';
import { useNotifications } from '@/lib/notifications';
import { showUnreadCount } from '@/lib/page-meta';
import { useRealtime } from '@/lib/realtime';
import styles from './notification-bell.module.css';

/**
 * The bell (issue 11): the unread count, live in every tab, and a dropdown of the latest items with
 * 'Mark all read' and a link to /notifications. Escape or a click outside closes it.
 */
export function NotificationBell() {
  useRealtime();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const allLink = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const { data } = useNotifications({ limit: 8 });
  const unread = data?.unread ?? 0;
  useEffect(() => {
    showUnreadCount(unread);
  }, [unread]);
  // Signed out (the bell goes): the title and the app's icon stop counting.
  useEffect(() => () => showUnreadCount(0), []);

  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className={styles.bell} ref={box}>
      <button ref={button} type="button" className={styles.button} aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={() => setOpen((o) => !o)}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Latest notifications">
        <div className={styles.head}>
          <strong>Notifications</strong>
          <MarkAllRead unread={unread} className={styles.markAll} focusNext={() => allLink.current} />
        </div>
        {data && data.items.length > 0 ? (
          <NotificationList items={data.items} />
        ) : (
          <p className={styles.empty}>No notifications yet.</p>
        )}
        <Link to="/notifications" className={styles.all} ref={allLink}>
          See all notifications
        </Link>
      </div>
    </div>
  );
}
