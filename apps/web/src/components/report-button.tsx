import { lazy, Suspense, useState } from 'react';
import type { ReportTargetType } from '@spaceshare/shared/schemas/safety';
import styles from './report-button.module.css';

/** `orderId`: reported from that order, about its other person (decision 2204). */
export type ReportTarget = { targetType: ReportTargetType; targetId: string; orderId?: string };

/** `accessibleName`: where one page has several (a review list), what each one reports. */
type Props = ReportTarget & { label?: string; className?: string; accessibleName?: string };

// The dialog (its reasons and the report call) loads on the first 'Report' press (issue 13).
const Dialog = lazy(() => import('./report-dialog'));

/** 'Report' and its dialog (issue 12): a reason, optional details, then the team's confirmation. */
export function ReportButton({ targetType, targetId, orderId, label = 'Report', className, accessibleName }: Props) {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  return (
    <>
      <button
        type="button"
        className={className ?? `btn btn-ghost btn-sm ${styles.trigger}`}
        aria-label={accessibleName}
        onClick={() => setTarget({ targetType, targetId, ...(orderId && { orderId }) })}
      >
        {label}
      </button>
      <ReportDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/**
 * The report dialog, open while `target` is set (one dialog can serve a whole list, such as the
 * messages of a conversation); nothing is loaded before the first report.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (target && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog target={target} onClose={onClose} />
    </Suspense>
  );
}
