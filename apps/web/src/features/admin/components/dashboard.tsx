import { formatUSD } from '@spaceshare/shared/rules/price';
import { useDashboard } from '../api';
import { DailyChart } from './daily-chart';
import styles from '../admin.module.css';

const SERIES = [
  { key: 'users', title: 'New users', color: '#0b6b53' },
  { key: 'listings', title: 'New listings', color: '#1d4ed8' },
  { key: 'orders', title: 'Orders', color: '#b45309' },
  { key: 'messages', title: 'Messages', color: '#7c3aed' },
  { key: 'reports', title: 'Reports', color: '#b42318' },
] as const;

export function DashboardPanel() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <p className="status-text">loading</p>;
  if (dashboard.isError) return <p className="form-error" role="alert">Something went wrong!</p>;
  const { totals, daily, gmvUsd } = dashboard.data;
  const figures = [
    ['Users', totals.users],
    ['Listings', totals.listings],
    ['Orders', totals.orders],
    ['Messages', totals.messages],
    ['Open reports', totals.openReports],
    ['GMV (completed orders)', formatUSD(gmvUsd)],
  ] as const;
  return (
    <>
      <dl className={styles.totals} data-testid="totals">
        {figures.map(([label, value]) => (
          <div key={label} className="card">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.charts}>
        {SERIES.map((s) => (
          <DailyChart key={s.key} title={s.title} days={daily.days} values={daily[s.key]} color={s.color} />
        ))}
      </div>
    </>
  );
}
