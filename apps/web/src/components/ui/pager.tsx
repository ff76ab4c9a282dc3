import { Button } from '@/components/ui/button';
import styles from './pager.module.css';

/** Previous / next paging for the Explore lists (total from X-Total-Count). */
export function Pager({
  page,
  total,
  limit,
  onPage,
  label = 'Pagination',
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  /** Names the pager when a page has several. */
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page - 1)} inactive={page <= 1}>
        ← Previous
      </Button>
      <span className={styles.pageInfo}>
        Page {page} of {pages}
      </span>
      <Button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page + 1)} inactive={page >= pages}>
        Next →
      </Button>
    </nav>
  );
}
