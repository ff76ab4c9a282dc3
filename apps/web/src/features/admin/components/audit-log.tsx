import { useAudit } from '../api';
import { ConsoleSection, useSearchView } from './console-section';
import { Results } from './results';
import styles from '../admin.module.css';
import { formatDateTime } from '@/lib/format';

/** Every operator action: who, what, on which target, when, and the note. */
export function AuditLog() {
  const { page, setPage } = useSearchView();
  const audit = useAudit(page);
  return (
    <ConsoleSection id="audit" title="Audit log">
      <Results query={audit} page={page} onPage={setPage} empty="No operator actions yet.">
        {(items) => (
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Audit log entries">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Target</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {items.map((a) => (
                  <tr key={a._id}>
                    <td>{formatDateTime(a.createdAt)}</td>
                    <td>{a.admin.username}</td>
                    <td>{a.action}</td>
                    <td>
                      {a.targetType} {a.targetId}
                    </td>
                    <td>{a.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Results>
    </ConsoleSection>
  );
}
