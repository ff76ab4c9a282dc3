import { adminNoteSchema, type AdminReport } from '@spaceshare/shared/schemas/safety';
import { Button } from '@/components/ui/button';
import type { NoteAction } from './note-dialog';
import styles from '../admin.module.css';

/**
 * A review an operator hid from its report comes back, as a removed listing does (decision 2203),
 * confirmed like every console action, with an optional note for the audit log (decision 2202).
 */
export function restoreReviewAction(report: AdminReport): NoteAction {
  const author = report.target.username ?? 'its author';
  return {
    title: 'Restore this review?',
    submitLabel: 'Restore review',
    description: <p className={styles.meta}>Brings the review by {author} back into the seller's reviews and star rating.</p>,
    noteLabel: 'Note (optional)',
    noteHint: 'It goes in the audit log.',
    noteRequired: false,
    path: `reviews/${report.targetId}/restore`,
    schema: adminNoteSchema,
  };
}

export function RestoreReview({ onRestore }: { onRestore: () => void }) {
  return (
    <div className={styles.resolve}>
      <Button type="button" className="btn btn-outline btn-sm" onClick={onRestore}>
        Restore review
      </Button>
    </div>
  );
}
