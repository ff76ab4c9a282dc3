import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { AuditLog } from './components/audit-log';
import { DashboardPanel } from './components/dashboard';
import { ListingsTable } from './components/listings-table';
import { OrdersTable } from './components/orders-table';
import { ReportsQueue } from './components/reports-queue';
import { UsersTable } from './components/users-table';
import styles from './admin.module.css';

const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', Panel: DashboardPanel },
  { id: 'reports', label: 'Reports', Panel: ReportsQueue },
  { id: 'users', label: 'Users', Panel: UsersTable },
  { id: 'listings', label: 'Listings', Panel: ListingsTable },
  { id: 'orders', label: 'Orders', Panel: OrdersTable },
  { id: 'audit', label: 'Audit log', Panel: AuditLog },
] as const;

/** /admin (issue 12): the operator's console, its own lazily loaded chunk. */
export default function AdminPage() {
  usePageMeta('Operator console');
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const active = SECTIONS.find((s) => s.id === params.get('tab')) ?? SECTIONS[0];
  const nav = useRef<HTMLElement>(null);

  // On a phone the sections scroll sideways and the current one may be past the edge: centre it.
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const offset = current.getBoundingClientRect().left - bar.getBoundingClientRect().left;
    bar.scrollLeft += offset - (bar.clientWidth - current.offsetWidth) / 2;
  }, [active.id]);

  if (!user?.isAdmin) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Operator console</h1>
        <p className="form-error" role="alert">
          {MESSAGES.adminOnly}
        </p>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Operator console</h1>
      <nav ref={nav} aria-label="Console sections" className={styles.nav}>
        {SECTIONS.map((s) => (
          <Link key={s.id} to={`/admin?tab=${s.id}`} aria-current={s.id === active.id ? 'page' : undefined} className={styles.navLink}>
            {s.label}
          </Link>
        ))}
      </nav>
      <active.Panel />
    </div>
  );
}
