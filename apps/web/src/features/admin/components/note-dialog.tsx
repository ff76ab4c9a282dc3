import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { ADMIN_NOTE_MAX } from '@spaceshare/shared/schemas/safety';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { fieldAria } from '@/lib/field-aria';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdminAction } from '../api';
import styles from '../admin.module.css';

/** A console action that needs the operator's note: what the dialog asks, and where it posts. */
export type NoteAction = {
  /** The dialog's heading and its submit button ('Cancel order'). */
  title: string;
  /** What the action does and to what, said before the note is asked for. */
  description: ReactNode;
  noteLabel: string;
  noteHint: string;
  /** The console's POST path; the body is `{ note }`. */
  path: string;
  /** The shared rule for the note, whose messages the dialog shows before anything is sent. */
  schema: ZodType<{ note: string }>;
};

type Props = {
  /** The dialog is open while this is set; each new action opens it afresh. */
  action: NoteAction | null;
  /** Called once it has closed (done, Back or Escape), after the browser gave the focus back. */
  onClose: () => void;
};

/**
 * A modal that asks for a note, then runs the action: the server's answer becomes a toast and the
 * dialog closes; a refusal stays in the dialog, by the note.
 */
export function NoteDialog({ action, onClose }: Props) {
  return action ? <OpenNoteDialog key={action.path} action={action} onClose={onClose} /> : null;
}

function OpenNoteDialog({ action, onClose }: { action: NoteAction; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const toast = useToast();
  const run = useAdminAction();
  const { check } = useZodForm(action.schema);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // The browser keeps the keyboard inside a modal and, on close, gives the focus back to what had it.
    if (!dialog.current?.open) dialog.current?.showModal();
    field.current?.focus();
  }, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (run.isPending) return;
    const checked = check({ note });
    if (!checked.ok) return refuse(checked.problem.message);
    setProblem(null);
    run.mutate(
      { path: action.path, body: checked.data },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          dialog.current?.close();
        },
        onError: (err) => refuse(errorMessage(err, 'That did not work. Please try again.')),
      },
    );
  }

  function refuse(message: string) {
    setProblem(message);
    field.current?.focus();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      // Escape waits for an answer on its way: closing would lose what the server says.
      onCancel={(e) => run.isPending && e.preventDefault()}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {action.title}
      </h2>
      <div id={`${id}-about`}>{action.description}</div>
      <form onSubmit={onSubmit} noValidate>
        {problem && (
          <p className="form-error" role="alert" id={`${id}-problem`}>
            {problem}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-note`}>{action.noteLabel}</label>
          <textarea
            ref={field}
            id={`${id}-note`}
            className="textarea"
            rows={3}
            maxLength={ADMIN_NOTE_MAX}
            aria-required="true"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...fieldAria(problem && `${id}-problem`, `${id}-hint`)}
          />
          <span id={`${id}-hint`} className="field-hint">
            {action.noteHint}
          </span>
        </div>
        <DialogActions dialog={dialog} className={styles.dialogActions} closeLabel="Back" submitLabel={action.title} pending={run.isPending} />
      </form>
    </dialog>
  );
}
