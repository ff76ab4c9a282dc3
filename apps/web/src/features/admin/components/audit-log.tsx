import { Link } from 'react-router';
import { AUDIT_ACTIONS, REPORT_REASONS, type AuditEntry } from '@spaceshare/shared/schemas/safety';
import { useAudit } from '../api';
import { ConsoleSection, useSearchView } from './console-section';
import { ResultList } from './results';
import styles from '../admin.module.css';
import { formatDateTime } from '@/lib/format';

/**
 * Every operator action, in words: what was done to whom (a link while it still shows), by which
 * operator, when, and the note; a card each, which reads as well on a phone as on a desk.
 */
export function AuditLog() {
  const { page, setPage } = useSearchView();
  const audit = useAudit(page);
  return (
    <ConsoleSection id="audit" title="Audit log">
      <ResultList query={audit} page={page} onPage={setPage} empty="No operator actions yet." row={(a) => <AuditItem key={a._id} entry={a} />} />
    </ConsoleSection>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className={`card ${styles.item}`} data-testid="audit-entry">
      <p className={styles.itemHead}>
        <span>
          <strong>{AUDIT_ACTIONS[entry.action] ?? entry.action}</strong> <Subject entry={entry} />
        </span>
        {entry.reportReason && <span className={styles.tag}>{REPORT_REASONS[entry.reportReason]}</span>}
      </p>
      <p className={styles.meta}>
        by {entry.admin.username} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </p>
      {entry.note && <p className={styles.note}>“{entry.note}”</p>}
    </li>
  );
}

/** 'user kofi', 'gig “Accra to Yiwu”', 'message by kofi'; a report's entry: 'about' what was reported. */
function Subject({ entry }: { entry: AuditEntry }) {
  const { type, label, link } = entry.subject;
  if (!type) return null;
  const text = label === null ? <em>(deleted)</em> : link ? <Link to={link}>{label}</Link> : label;
  const name = label !== null && (type === 'gig' || type === 'container' || type === 'order') ? <q>{text}</q> : text;
  const what = type === 'message' || type === 'review' ? <>{type} by {name}</> : <>{type} {name}</>;
  return entry.targetType === 'report' ? <>about {what}</> : what;
}
