import type { RefObject } from 'react';
import { Button } from './button';

/** A form dialog's two buttons: one closes the dialog, the other submits the form (inactive while it runs). */
export function DialogActions({
  dialog,
  className,
  closeLabel,
  submitLabel,
  pending,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  className: string | undefined;
  closeLabel: string;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
        {closeLabel}
      </button>
      <Button type="submit" className="btn btn-primary" inactive={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
