import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { orderRef } from '@spaceshare/shared/rules/short-id';
import { REPORT_REASONS, reportActionNeedsNote, reportResolveSchema, type AdminReport, type ReportAction } from '@spaceshare/shared/schemas/safety';
import { Button } from '@/components/ui/button';
import { useReportContext, useReports } from '../api';
import { ConsoleSection, useListView } from './console-section';
import { useNoteDialog, type NoteAction } from './note-dialog';
import { ResultList } from './results';
import { suspendEffect } from './users-table';
import { RestoreReview, restoreReviewAction } from './restore-review';
import styles from '../admin.module.css';
import { formatDateTime } from '@/lib/format';

const STATUSES = { open: 'Open', resolved: 'Resolved' } as const;
const ACTION_LABEL: Record<ReportAction, string> = { dismiss: 'Dismiss', remove: 'Remove', suspend: 'Suspend user' };
const KIND: Record<AdminReport['targetType'], string> = { gig: 'Gig', container: 'Container', user: 'User', message: 'Message', review: 'Review' };
/** A report's place in the queue, which a disputed order links to (decision 2204). */
export const reportElementId = (reportId: string) => `admin-report-${reportId}`;
const EVERY_REPORT = 'Every open report about it is resolved with this one, and each reporter is told the outcome.';

/** What resolving a report does and to whom, said in its confirmation; removing or suspending needs a reason (decision 2202). */
function reportAction(report: AdminReport, action: ReportAction): NoteAction {
  const who = report.target.username ?? 'its author';
  const what = report.targetType === 'message' ? `the message by ${who}` : report.targetType === 'user' ? who : `the ${report.targetType} “${report.target.label}” by ${who}`;
  const effect = {
    dismiss: `Nothing changes for ${what}; each reporter is told we found nothing against our rules this time.`,
    remove:
      report.targetType === 'message'
        ? `The message by ${who} is replaced in its conversation by “${MESSAGES.messageRemoved}”`
        : report.targetType === 'review'
          ? `Hides ${what} from the seller's reviews and star rating (decision 2203); ${who} sees it marked hidden, and you can restore it from this report.`
          : `Removes ${what} from Explore and its page; its pending requests expire, and ${who} is told, with your reason.`,
    suspend: suspendEffect(who),
  }[action];
  const needed = reportActionNeedsNote(action);
  return {
    title: action === 'suspend' ? `Suspend ${who}?` : action === 'remove' ? `Remove this ${report.targetType}?` : 'Dismiss this report?',
    submitLabel: ACTION_LABEL[action],
    danger: needed,
    description: (
      <p className={styles.meta}>
        {effect} {EVERY_REPORT}
      </p>
    ),
    noteLabel: needed ? 'Reason' : 'Note (optional)',
    noteHint: action === 'remove' && report.targetType !== 'message' ? 'Its owner reads this in a notification; it goes in the audit log.' : 'Kept with the report and in the audit log.',
    noteRequired: needed,
    path: `reports/${report._id}/resolve`,
    body: (note) => ({ action, note }),
    schema: reportResolveSchema,
  };
}

/** Open and resolved reports; each resolution (dismiss, remove the listing or message, suspend) is confirmed in a dialog. */
export function ReportsQueue() {
  const view = useListView<keyof typeof STATUSES>('open', STATUSES);
  const reports = useReports(view.filter, view.page);
  const { ask, dialog } = useNoteDialog('reports-title');
  return (
    <ConsoleSection id="reports" title="Reports" filter={{ label: 'Show', value: view.filter, options: STATUSES, onChange: view.setFilter }}>
      <ResultList
        query={reports}
        page={view.page}
        onPage={view.setPage}
        empty={view.filter === 'open' ? 'No open reports. All clear.' : 'No resolved reports yet.'}
        row={(r) => (
          <ReportItem
            key={r._id}
            report={r}
            onResolve={(a) => ask(reportAction(r, a), reportElementId(r._id))}
            onRestore={() => ask(restoreReviewAction(r), reportElementId(r._id))}
          />
        )}
      />
      {dialog}
    </ConsoleSection>
  );
}

/** What the report is about, in words: 'User kofi', 'Gig “Accra to Yiwu” by kofi', 'Message by kofi: “…”'. */
function Target({ report }: { report: AdminReport }) {
  const { target } = report;
  const name = target.link ? <Link to={target.link}>{target.label}</Link> : <q>{target.label}</q>;
  const owner = target.username && target.userId ? <Link to={`/profile/${target.userId}`}>{target.username}</Link> : null;
  if (report.targetType === 'user') return <>User {name}</>;
  if (report.targetType === 'message') {
    return (
      <>
        Message{owner && <> by {owner}</>}: {name}
      </>
    );
  }
  return (
    <>
      {KIND[report.targetType]} {name}
      {owner && <> by {owner}</>}
    </>
  );
}

function ReportItem({ report, onResolve, onRestore }: { report: AdminReport; onResolve: (action: ReportAction) => void; onRestore: () => void }) {
  const actions: ReportAction[] = report.targetType === 'user' ? ['dismiss', 'suspend'] : ['dismiss', 'remove', 'suspend'];
  const headId = `${reportElementId(report._id)}-head`;
  // The order's line of the details is the link above them (decision 2204).
  const details = report.orderId ? report.details.split('\n').slice(1).join('\n') : report.details;
  return (
    // Focusable from code only: it takes the focus back when resolving took its buttons away.
    <li id={reportElementId(report._id)} tabIndex={-1} className={`card ${styles.item}`} data-testid="report">
      <p className={styles.itemHead} id={headId}>
        {/* One flex item: a wrap inside it never starts a line with the separator. */}
        <span>
          <strong>{REPORT_REASONS[report.reason]}</strong> · <Target report={report} />
        </span>
      </p>
      <p className={styles.meta}>
        Reported by <Link to={`/profile/${report.reporter._id}`}>{report.reporter.username}</Link> on {formatDateTime(report.createdAt)}
      </p>
      {report.orderId && (
        <p className={styles.meta} data-testid="report-order">
          Reported from <Link to={`/admin?tab=orders&filter=all&q=${encodeURIComponent(report.orderId)}`}>order {orderRef(report.orderId)}</Link>
        </p>
      )}
      {details && <p>{details}</p>}
      {report.targetType === 'message' && <MessageContext reportId={report._id} />}
      {report.status === 'open' ? (
        <div className={styles.resolve}>
          {actions.map((a) => (
            <Button
              key={a}
              type="button"
              className={reportActionNeedsNote(a) ? `btn btn-sm ${styles.dangerButton}` : 'btn btn-outline btn-sm'}
              aria-describedby={headId}
              onClick={() => onResolve(a)}
            >
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
      {report.status === 'resolved' && report.target.restorable && <RestoreReview onRestore={onRestore} />}
    </li>
  );
}

/**
 * The reported message between the two before and the two after it, on the operator's asking: enough
 * to judge the report, not the whole private conversation (decision 2202).
 */
function MessageContext({ reportId }: { reportId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const context = useReportContext(reportId, open);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Messages around it
      </button>
      <div id={id} hidden={!open}>
        {open &&
          (context.isPending ? (
            <p className="status-text">loading</p>
          ) : context.isError ? (
            <p className="form-error" role="alert">
              Could not load the messages around it.
            </p>
          ) : (
            <ol className={styles.thread} aria-label="The reported message and the messages around it">
              {context.data.items.map((m) => (
                <li key={m._id} className={m.reported ? styles.reported : undefined}>
                  <p className={styles.meta}>
                    <strong>{m.author}</strong> · {formatDateTime(m.createdAt)}
                    {m.reported && (
                      <>
                        {' '}
                        <span className={`${styles.tag} ${styles.danger}`}>Reported</span>
                      </>
                    )}
                  </p>
                  <p>{m.removed ? <em>{MESSAGES.messageRemoved}</em> : m.text}</p>
                </li>
              ))}
            </ol>
          ))}
      </div>
    </>
  );
}
