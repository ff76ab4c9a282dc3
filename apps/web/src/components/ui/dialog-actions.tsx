import type { RefObject } from 'react';
import { Button } from './button';

/** A form dialog's two buttons: one closes the dialog, the other submits the form (inactive while it runs). */
export function DialogActions({
  dialog,
  className,
  closeLabel,
  submitLabel,
  submitClassName = 'btn btn-primary',
  pending,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  className: string | undefined;
  closeLabel: string;
  submitLabel: string;
  /** The submit button's classes: 'btn btn-danger' for an action that takes something away. */
  submitClassName?: string;
  pending: boolean;
}) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
        {closeLabel}
      </button>
      <Button type="submit" className={submitClassName} inactive={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
