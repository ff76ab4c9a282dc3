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

/**
 * A console action the operator confirms in a dialog (decision 2202): what it does and to whom, a
 * note (required where the action affects a person), and where it posts.
 */
export type NoteAction = {
  /** The dialog's heading ('Suspend kofi?'), and its submit button unless `submitLabel` says otherwise. */
  title: string;
  submitLabel?: string;
  /** Styled as destructive: it takes something away from someone. */
  danger?: boolean;
  /** What the action does and to what, said before the note is asked for. */
  description: ReactNode;
  noteLabel: string;
  noteHint: string;
  /** Whether the operator must write the note; the schema says so in its own words. */
  noteRequired: boolean;
  /** The console's POST path. */
  path: string;
  /** The body to post for a note; `{ note }` unless said. */
  body?: (note: string) => object;
  /** The shared rule for the body, whose messages the dialog shows before anything is sent. */
  schema: ZodType<object>;
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

/**
 * One confirmation dialog for a console list: `ask(action, rowId)` opens it for a row's button.
 * Closed, the browser gives the focus back to that button; when the change took the button away
 * (a suspended user's Suspend, a resolved report), the row takes it, else the section's heading.
 */
export function useNoteDialog(headingId: string) {
  // `opened` tells each opening from the last: the browser fires a closed dialog's 'close' event in a
  // later task, and input can come first, so Escape then Enter reopens it before the old one is done.
  const [open, setOpen] = useState<{ action: NoteAction; rowId: string; opened: number } | null>(null);
  const ask = (action: NoteAction, rowId: string) => setOpen({ action, rowId, opened: performance.now() });

  function onClose() {
    const closed = open;
    setOpen((current) => (current === closed ? null : current));
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      (document.getElementById(closed?.rowId ?? '') ?? document.getElementById(headingId))?.focus();
    });
  }

  return { ask, dialog: <NoteDialog key={open?.opened} action={open?.action ?? null} onClose={onClose} /> };
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
    const checked = check(action.body ? action.body(note) : { note });
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
            aria-required={action.noteRequired || undefined}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...fieldAria(problem && `${id}-problem`, `${id}-hint`)}
          />
          <span id={`${id}-hint`} className="field-hint">
            {action.noteHint}
          </span>
        </div>
        <DialogActions
          dialog={dialog}
          className={styles.dialogActions}
          closeLabel="Back"
          submitLabel={action.submitLabel ?? action.title}
          submitClassName={action.danger ? 'btn btn-danger' : undefined}
          pending={run.isPending}
        />
      </form>
    </dialog>
  );
}
