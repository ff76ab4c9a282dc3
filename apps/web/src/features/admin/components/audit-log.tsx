import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { useAudit } from '../api';
import styles from '../admin.module.css';

/** Every operator action: who, what, on which target, when, and the note. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  return (
    <section aria-labelledby="audit-title">
      <div className={styles.toolbar}>
        <h2 id="audit-title">Audit log</h2>
      </div>
      {audit.isPending ? (
        <p className="status-text">loading</p>
      ) : audit.isError ? (
        <p className="form-error" role="alert">
          Something went wrong!
        </p>
      ) : audit.data.items.length === 0 ? (
        <p className={styles.empty}>No operator actions yet.</p>
      ) : (
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
              {audit.data.items.map((a) => (
                <tr key={a._id}>
                  <td>{new Date(a.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</td>
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
      {audit.data && <Pager page={page} total={audit.data.total} limit={20} onPage={setPage} />}
    </section>
  );
}
