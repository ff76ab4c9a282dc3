import { useEffect, useId, useRef, type FormEvent } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import styles from './report-button.module.css';

/** A step that asks first: its question, what follows it, and the button that takes it. */
export type Confirmation = { title: string; body: string; confirmLabel: string; onConfirm: () => void };

/**
 * A modal that asks before a step with consequences (decision 2204), open while `confirmation` is set.
 * The browser keeps the keyboard inside it, Escape or Back closes it, and on close gives the focus back
 * to the button that opened it; confirming runs the step, then closes it.
 */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  return confirmation ? <OpenConfirmDialog confirmation={confirmation} onClose={onClose} /> : null;
}

function OpenConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    confirmation.onConfirm();
    dialog.current?.close();
  }

  return (
    // The browser fires 'close' in a later task: one arriving once a new question opened it belongs to the old one.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={() => dialog.current?.open || onClose()}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {confirmation.title}
      </h2>
      <p id={`${id}-body`}>{confirmation.body}</p>
      <form onSubmit={onSubmit} noValidate>
        <DialogActions dialog={dialog} className={styles.actions} closeLabel="Back" submitLabel={confirmation.confirmLabel} pending={false} />
      </form>
    </dialog>
  );
}
