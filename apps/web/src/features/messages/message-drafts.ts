// What is typed in a conversation's box outlives the page (docs/decisions/1803): a reload, or a
// session that ended on the server (the 401 sends the person to sign in, and the guard takes the
// page away before the send's failure is known). Kept in this tab's sessionStorage, per signed-in
// user and conversation, so another account signing in on this tab never sees it.

/** The box's text, and the message sent from it that the server has not taken yet. */
type Draft = { text: string; unsent?: string };

const PREFIX = 'spaceshare:draft:';
const EMPTY: Draft = { text: '' };

/** Messages on their way from this page load (the queue of sends made offline included), by draft key. */
const onTheirWay = new Map<string, string>();

function read(key: string): Draft {
  try {
    const value = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as Partial<Draft> | null;
    if (!value || typeof value.text !== 'string') return EMPTY;
    return typeof value.unsent === 'string' && value.unsent ? { text: value.text, unsent: value.unsent } : { text: value.text };
  } catch {
    return EMPTY;
  }
}

function write(key: string, draft: Draft) {
  try {
    if (!draft.text && !draft.unsent) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives as long as the page, as before.
  }
}

/**
 * The draft to open the conversation with. A message still on its way from this page load (queued
 * offline, the thread left and opened again) is not offered again: it is in the thread, waiting.
 */
export function openDraft(key: string): Draft {
  const draft = read(key);
  return draft.unsent && onTheirWay.get(key) === draft.unsent ? { text: draft.text } : draft;
}

/**
 * Keeps what is in the box, as it is typed, with the message that is not sent beside it (`failed`)
 * or still on its way. A message offered again in the box alone is edited as any text.
 */
export function keepDraftText(key: string, text: string, failed: string | null = null) {
  const unsent = onTheirWay.get(key) ?? failed;
  write(key, unsent ? { text, unsent } : { text });
}

/** `message` leaves the box for the server; the box keeps `text` (what is left in it). */
export function draftSending(key: string, message: string, text = '') {
  onTheirWay.set(key, message);
  write(key, { text, unsent: message });
}

/** The server took `message`: nothing of it is kept. */
export function draftSent(key: string, message: string) {
  if (onTheirWay.get(key) === message) onTheirWay.delete(key);
  const draft = read(key);
  if (draft.unsent === message) write(key, { text: draft.text });
}

/**
 * `message` was not sent: it is offered again, in the box when the box is empty. Returns what the
 * box holds now.
 */
export function draftNotSent(key: string, message: string, text: string): string {
  if (onTheirWay.get(key) === message) onTheirWay.delete(key);
  const box = text || message;
  write(key, { text: box, unsent: message });
  return box;
}
