import { useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { Button } from '@/components/ui/button';
import { draftNotSent, draftSending, draftSent, keepDraftText, newClientKey, openDraft, type Unsent } from '../message-drafts';
import styles from './message-composer.module.css';

type Props = {
  /** Where the draft is kept (message-drafts.ts): one per signed-in user and conversation. */
  draftKey: string;
  sending: boolean;
  /**
   * Sends the trimmed text with its key (the same key for the same message sent again, decision
   * 2301); resolves false when it failed, so the draft can come back.
   */
  onSend: (text: string, clientKey: string) => Promise<boolean>;
  /** Called on every edit (typing indicators). */
  onType: () => void;
  /** The box's id, for the thread's "Skip to message box". */
  inputId?: string;
};

/** From this length on, the box counts the characters left to the limit. */
const COUNT_FROM = LIMITS.MESSAGE_MAX - 200;

/**
 * Textarea and Send button. Enter sends, Shift+Enter breaks the line; blank text is never sent.
 * While a message is sending both are disabled (spec §2) as aria-disabled and read-only, so the
 * focus stays where it was. A failed send puts the draft back and offers 'Not sent, tap to retry'.
 * The draft outlives the page (a reload, a session that ended): a message that was not sent comes
 * back in the box, saying so.
 */
export function MessageComposer({ draftKey, sending, onSend, onType, inputId }: Props) {
  // Read once: a new conversation is a new composer (the page keys it by conversation).
  const [initial] = useState(() => openDraft(draftKey));
  const [text, setText] = useState(initial.text || initial.unsent?.message || '');
  // The box's text for the send that ends after this composer is gone (the 401 unmounts it).
  const boxText = useRef(text);
  // A message not sent: in the box alone, a note says so; beside other text, the retry sends it.
  const [failed, setFailed] = useState<Unsent | null>(initial.unsent && initial.text && initial.text !== initial.unsent.message ? initial.unsent : null);
  const [notSent, setNotSent] = useState(!!initial.unsent && !failed);
  // The message offered again in the box alone: sent as it is, it keeps its key.
  const offered = useRef<Unsent | null>(notSent ? (initial.unsent ?? null) : null);
  // A paste longer than the room left: the box keeps what fits and says so.
  const [cut, setCut] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const ownId = useId();
  const id = inputId ?? ownId;

  const change = (value: string) => {
    boxText.current = value;
    setText(value);
    keepDraftText(draftKey, value, failed);
    if (!value.trim()) setNotSent(false);
  };

  const send = async (unsent: Unsent, left: string) => {
    setFailed(null);
    setNotSent(false);
    offered.current = null;
    draftSending(draftKey, unsent, left);
    const ok = await onSend(unsent.message, unsent.clientKey);
    if (ok) {
      draftSent(draftKey, unsent.message);
      return;
    }
    // Spec §4 shows no error; the draft comes back (unless a new one was started) with a retry note.
    const box = draftNotSent(draftKey, unsent, boxText.current);
    boxText.current = box;
    setText(box);
    setFailed(unsent);
  };

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    boxText.current = '';
    setText('');
    setCut(false);
    // The message that was not sent, sent again as it was: the same key (the server may have it).
    const again = [failed, offered.current].find((unsent) => unsent?.message === trimmed);
    void send(again ?? { message: trimmed, clientKey: newClientKey() }, '');
  };

  const retry = () => {
    if (!failed || sending) return;
    // The note goes away while it resends: the box keeps the focus meanwhile.
    input.current?.focus();
    const left = text === failed.message ? '' : text;
    boxText.current = left;
    setText(left);
    void send(failed, left);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = e.currentTarget;
    const room = LIMITS.MESSAGE_MAX - (box.value.length - (box.selectionEnd - box.selectionStart));
    setCut(e.clipboardData.getData('text').length > room);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {notSent && (
        <p className={styles.unsent} role="status" data-testid="draft-not-sent">
          {MESSAGES.draftNotSent}
        </p>
      )}
      {failed && (
        <button type="button" className={styles.retry} onClick={retry} data-testid="message-retry">
          {MESSAGES.messageNotSent}
        </button>
      )}
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
          change(e.target.value);
          if (e.target.value.length < LIMITS.MESSAGE_MAX) setCut(false);
          onType();
        }}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        readOnly={sending}
        aria-disabled={sending || undefined}
        maxLength={LIMITS.MESSAGE_MAX}
        rows={2}
        aria-describedby={`${id}-hint${text.length >= COUNT_FROM ? ` ${id}-count` : ''}`}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        Press Enter to send, Shift+Enter for a new line.
      </span>
      {cut && (
        <p className={styles.note} role="status">
          {MESSAGES.messagePasteCut}
        </p>
      )}
      {text.length >= COUNT_FROM && (
        <span id={`${id}-count`} className={styles.count} data-testid="message-count">
          {text.length}/{LIMITS.MESSAGE_MAX}
        </span>
      )}
      <Button type="submit" className={`btn btn-primary ${styles.send}`} inactive={sending || !text.trim()} aria-busy={sending}>
        Send
      </Button>
    </form>
  );
}
