import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_REASONS, type AdminReport, type ReportAction } from '@spaceshare/shared/schemas/safety';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useAdminAction, useReports } from '../api';
import { ConsoleSection, useListView } from './console-section';
import { ResultList } from './results';
import styles from '../admin.module.css';
import { formatDateTime } from '@/lib/format';

const STATUSES = { open: 'Open', resolved: 'Resolved' } as const;
const ACTION_LABEL: Record<ReportAction, string> = { dismiss: 'Dismiss', remove: 'Remove', suspend: 'Suspend user' };

/** Open and resolved reports; resolve by dismissing, removing the listing or message, or suspending, with a note. */
export function ReportsQueue() {
  const view = useListView<keyof typeof STATUSES>('open', STATUSES);
  const reports = useReports(view.filter, view.page);
  return (
    <ConsoleSection id="reports" title="Reports" filter={{ label: 'Show', value: view.filter, options: STATUSES, onChange: view.setFilter }}>
      <ResultList
        query={reports}
        page={view.page}
        onPage={view.setPage}
        empty={view.filter === 'open' ? 'No open reports. All clear.' : 'No resolved reports yet.'}
        row={(r) => <ReportItem key={r._id} report={r} />}
      />
    </ConsoleSection>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const toast = useToast();
  const action = useAdminAction();
  const [note, setNote] = useState('');
  const actions: ReportAction[] = report.targetType === 'user' ? ['dismiss', 'suspend'] : ['dismiss', 'remove', 'suspend'];
  const resolve = (a: ReportAction) =>
    action.mutate(
      { path: `reports/${report._id}/resolve`, body: { action: a, note: note.trim() || undefined } },
      { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorMessage(err, 'Could not resolve the report.')) },
    );
  return (
    <li className={`card ${styles.item}`} data-testid="report">
      <p className={styles.itemHead}>
        {/* One flex item: a wrap inside it never starts a line with the separator. */}
        <span>
          <strong>{REPORT_REASONS[report.reason]}</strong> · {report.targetType}{' '}
          {report.target.link ? <Link to={report.target.link}>{report.target.label}</Link> : <q>{report.target.label}</q>}
          {report.target.username && <> by {report.target.username}</>}
        </span>
      </p>
      <p className={styles.meta}>
        Reported by {report.reporter.username} on {formatDateTime(report.createdAt)}
      </p>
      {report.details && <p>{report.details}</p>}
      {report.status === 'open' ? (
        <div className={styles.resolve}>
          <label className="visually-hidden" htmlFor={`note-${report._id}`}>
            Note
          </label>
          <input id={`note-${report._id}`} className="input" placeholder="Note (optional)" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          {actions.map((a) => (
            <Button key={a} type="button" className={a === 'dismiss' ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'} inactive={action.isPending} onClick={() => resolve(a)}>
              {ACTION_LABEL[a]}
            </Button>
          ))}
        </div>
      ) : (
        <p className={styles.meta}>
          Resolved: {report.resolution}
          {report.note && <> · “{report.note}”</>}
        </p>
      )}
    </li>
  );
}
