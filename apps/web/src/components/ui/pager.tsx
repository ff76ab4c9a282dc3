import styles from './pager.module.css';

/** Previous / next paging for the Explore lists (total from X-Total-Count). */
export function Pager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        ← Previous
      </button>
      <span className={styles.pageInfo}>
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next →
      </button>
    </nav>
  );
}
