import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_REASONS, reportReasonsFor, type ReportReason } from '@spaceshare/shared/schemas/safety';
import { MESSAGES } from '@spaceshare/shared/messages';
import { errorMessage } from '@/lib/api-client';
import { useCreateReport } from '@/lib/safety';
import { DialogActions } from '@/components/ui/dialog-actions';
import type { ReportTarget } from './report-button';
import styles from './report-button.module.css';

/**
 * The report dialog, open while `target` is set (one dialog can serve a whole list, such as the
 * messages of a conversation). Closing it, by its buttons or Escape, calls `onClose`.
 */
export default function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useCreateReport();
  const { reset } = report;

  useEffect(() => {
    if (!target) return;
    reset();
    setProblem(null);
    setReason('');
    setDetails('');
    dialog.current?.showModal();
  }, [target, reset]);

  const targetType = target?.targetType ?? 'user';

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setProblem('Please choose a reason');
    setProblem(null);
    if (!target) return;
    report.mutate(
      { ...target, reason, details: details.trim() || undefined },
      { onError: (err) => setProblem(errorMessage(err, 'Could not send the report. Please try again.')) },
    );
  }

  return (
    // The browser fires 'close' in a later task and input can come first: a 'close' that arrives after
    // Escape then Enter opened the dialog again belongs to the old opening, and is let go.
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={() => dialog.current?.open || onClose()}>
        <h2 id={`${id}-title`} className={styles.title}>
          {target?.orderId ? MESSAGES.reportProblem : `Report this ${targetType}`}
        </h2>
        {report.isSuccess ? (
          <>
            <p role="status" className={styles.done}>
              {report.data.message}
            </p>
            <button type="button" className="btn btn-primary" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            {problem && (
              <p className="form-error" role="alert" id={`${id}-problem`}>
                {problem}
              </p>
            )}
            <fieldset className={styles.reasons} aria-describedby={!reason && problem ? `${id}-problem` : undefined}>
              <legend>{targetType === 'user' ? 'Why are you reporting this person?' : 'Why are you reporting it?'}</legend>
              {reportReasonsFor(targetType).map((value) => (
                <label key={value} className={styles.reason}>
                  <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} aria-invalid={(!reason && !!problem) || undefined} /> {REPORT_REASONS[value]}
                </label>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-details`}>Details (optional)</label>
              <textarea id={`${id}-details`} className="textarea" rows={3} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
            </div>
            <DialogActions
              dialog={dialog}
              className={styles.actions}
              closeLabel="Cancel"
              submitLabel={report.isPending ? 'Sending...' : 'Send report'}
              pending={report.isPending}
            />
          </form>
        )}
    </dialog>
  );
}
