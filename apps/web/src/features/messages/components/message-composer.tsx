import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import styles from './message-composer.module.css';

type Props = {
  sending: boolean;
  /** Sends the trimmed text; resolves false when it failed, so the draft can come back. */
  onSend: (text: string) => Promise<boolean>;
  /** Called on every edit (typing indicators). */
  onType: () => void;
};

/** Textarea and Send button. Enter sends, Shift+Enter breaks the line; blank text is never sent. */
export function MessageComposer({ sending, onSend, onType }: Props) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  const id = useId();

  // Disabling the textarea drops focus; give it back once the message has gone.
  useEffect(() => {
    if (!sending && refocus.current) {
      refocus.current = false;
      input.current?.focus();
    }
  }, [sending]);

  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    refocus.current = document.activeElement === input.current;
    setText('');
    const ok = await onSend(trimmed);
    // The spec shows no error for a failed send; putting the draft back spares retyping it.
    if (!ok) setText((current) => current || trimmed);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <textarea
        id={id}
        ref={input}
        className={`textarea ${styles.input}`}
        placeholder="Type your message..."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onType();
        }}
        onKeyDown={onKeyDown}
        disabled={sending}
        maxLength={LIMITS.MESSAGE_MAX}
        rows={2}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        Press Enter to send, Shift+Enter for a new line.
      </span>
      <button type="submit" className={`btn btn-primary ${styles.send}`} disabled={sending || !text.trim()} aria-busy={sending}>
        Send
      </button>
    </form>
  );
}
