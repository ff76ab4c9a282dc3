// What is typed in a conversation's box outlives the page (docs/decisions/1803): a reload, or a
// session that ended on the server (the 401 sends the person to sign in, and the guard takes the
// page away before the send's failure is known). Kept in this tab's sessionStorage, per signed-in
// user and conversation, so another account signing in on this tab never sees it. (The listing
// forms keep theirs longer, in localStorage: lib/form-drafts.ts.)

import { MESSAGE_DRAFTS_PREFIX as PREFIX } from '@/lib/form-drafts';
import { readStoredJson, writeStoredJson } from '@/lib/stored-json';

/**
 * A message that left the box and that the server has not confirmed, with the key it was sent with
 * (decision 2301): sent again with the same key, it can never make a second message.
 */
export type Unsent = { message: string; clientKey: string };

/** The box's text, and the message sent from it that the server has not taken yet. */
type Draft = { text: string; unsent?: Unsent };

/** As kept in sessionStorage (`unsentKey` since decision 2301; a draft kept before it has none). */
type Stored = { text: string; unsent?: string; unsentKey?: string };

const EMPTY: Draft = { text: '' };

/** A fresh key for a message: random, never reused. */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Messages on their way from this page load (the queue of sends made offline included), by draft key. */
const onTheirWay = new Map<string, Unsent>();

function read(key: string): Draft {
  const value = readStoredJson('sessionStorage', PREFIX + key) as Partial<Stored> | null;
  if (!value || typeof value !== 'object' || typeof value.text !== 'string') return EMPTY;
  if (typeof value.unsent !== 'string' || !value.unsent) return { text: value.text };
  const clientKey = typeof value.unsentKey === 'string' && value.unsentKey ? value.unsentKey : newClientKey();
  return { text: value.text, unsent: { message: value.unsent, clientKey } };
}

function write(key: string, draft: Draft) {
  const stored: Stored | null =
    !draft.text && !draft.unsent
      ? null
      : draft.unsent
        ? { text: draft.text, unsent: draft.unsent.message, unsentKey: draft.unsent.clientKey }
        : { text: draft.text };
  // Storage full or disabled: the draft lives as long as the page, as before.
  writeStoredJson('sessionStorage', PREFIX + key, stored);
}

const isOnItsWay = (key: string, message: string) => onTheirWay.get(key)?.message === message;

/**
 * The draft to open the conversation with. A message still on its way from this page load (queued
 * offline, the thread left and opened again) is not offered again: it is in the thread, waiting.
 */
export function openDraft(key: string): Draft {
  const draft = read(key);
  return draft.unsent && isOnItsWay(key, draft.unsent.message) ? { text: draft.text } : draft;
}

/**
 * Keeps what is in the box, as it is typed, with the message that is not sent beside it (`failed`)
 * or still on its way. A message offered again in the box alone is edited as any text.
 */
export function keepDraftText(key: string, text: string, failed: Unsent | null = null) {
  const unsent = onTheirWay.get(key) ?? failed;
  write(key, unsent ? { text, unsent } : { text });
}

/** `unsent` leaves the box for the server; the box keeps `text` (what is left in it). */
export function draftSending(key: string, unsent: Unsent, text = '') {
  onTheirWay.set(key, unsent);
  write(key, { text, unsent });
}

/** The server took `message`: nothing of it is kept. */
export function draftSent(key: string, message: string) {
  if (isOnItsWay(key, message)) onTheirWay.delete(key);
  const draft = read(key);
  if (draft.unsent?.message === message) write(key, { text: draft.text });
}

/**
 * `unsent` was not sent: it is offered again, in the box when the box is empty. Returns what the
 * box holds now.
 */
export function draftNotSent(key: string, unsent: Unsent, text: string): string {
  if (isOnItsWay(key, unsent.message)) onTheirWay.delete(key);
  const box = text || unsent.message;
  write(key, { text: box, unsent });
  return box;
}
