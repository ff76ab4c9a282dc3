import { FORM_DRAFT_DAYS } from '@spaceshare/shared/constants';
import { getCurrentUser } from './current-user';
import { readStoredJson, storedKeys, writeStoredText } from './stored-json';

// What is typed into a listing form, or a request for space, outlives the page (decision 2440): Back,
// a reload, a tab the phone closed. Kept in localStorage, per signed-in user and form, for a week.
// Only the fields that differ from what the form opened with are kept, so a draft is small and an
// untouched form keeps none.

const PREFIX = 'spaceshare:form-draft:';
/**
 * Where the conversation boxes keep what was typed (`features/messages/message-drafts.ts`, 1803): in
 * this tab's sessionStorage, per user (`<prefix><userId>:<conversationId>`). They go with the form
 * drafts (decision 2513).
 */
export const MESSAGE_DRAFTS_PREFIX = 'spaceshare:draft:';
/** A draft older than this is dropped unread. */
export const FORM_DRAFT_TTL_MS = FORM_DRAFT_DAYS * 24 * 60 * 60 * 1000;
/** The most one draft may take, as JSON (the longest form, a listing's, holds about 5,500 characters). */
export const FORM_DRAFT_MAX_CHARS = 32_000;
/** The most drafts a browser keeps; past it the oldest go. */
export const FORM_DRAFTS_MAX = 20;

/** A form's values: text, numbers, yes/no, lists of text (uploaded pictures are their addresses). */
type FormValues = object;

type Stored = { savedAt: number; version?: string; changes: Record<string, unknown> };

/** Where a draft lives: whose it is, which form (`gig:new`, `gig:<id>`), and for edit forms the listing's version. */
export type DraftPlace = { userId: string; form: string; version?: string };

export type OpenedDraft<V> =
  | { state: 'none'; values: V }
  | { state: 'restored'; values: V; savedAt: number }
  /** An edit form's draft of a listing that has changed since: dropped, the form opens as the listing is. */
  | { state: 'outdated'; values: V; savedAt: number };

const keyOf = ({ userId, form }: DraftPlace) => `${PREFIX}${userId}:${form}`;

function parse(value: unknown): Stored | null {
  if (!value || typeof value !== 'object') return null;
  const { savedAt, version, changes } = value as Partial<Stored>;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (version !== undefined && typeof version !== 'string') return null;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  return { savedAt, version, changes };
}

const expired = (draft: Stored, now: number) => now - draft.savedAt > FORM_DRAFT_TTL_MS || draft.savedAt > now + 60_000;

/**
 * The values a form opens with: `defaults` with the kept draft's changes over them. A draft that is
 * expired, unreadable, or of another version of the listing is dropped. A kept value of the wrong
 * type (storage edited by hand, an older form) is left out, never handed to the form.
 */
export function openFormDraft<V extends FormValues>(place: DraftPlace, defaults: Readonly<V>, now = Date.now()): OpenedDraft<V> {
  const key = keyOf(place);
  const draft = parse(readStoredJson('localStorage', key));
  const none: OpenedDraft<V> = { state: 'none', values: { ...defaults } };
  if (!draft || expired(draft, now)) {
    writeStoredText('localStorage', key, null);
    return none;
  }
  if (draft.version !== place.version) {
    writeStoredText('localStorage', key, null);
    return { state: 'outdated', values: { ...defaults }, savedAt: draft.savedAt };
  }
  const values: V = { ...defaults };
  let restored = false;
  for (const name of Object.keys(defaults) as (keyof V & string)[]) {
    if (!Object.hasOwn(draft.changes, name)) continue;
    const kept = draft.changes[name];
    if (!sameType(kept, defaults[name]) || sameValue(kept, defaults[name])) continue;
    values[name] = kept as V[typeof name];
    restored = true;
  }
  if (!restored) {
    writeStoredText('localStorage', key, null);
    return none;
  }
  return { state: 'restored', values, savedAt: draft.savedAt };
}

/**
 * Keeps what differs in `values` from `defaults` (nothing: the draft goes). False when it could not be
 * kept: storage disabled or full, or a draft larger than FORM_DRAFT_MAX_CHARS.
 */
export function keepFormDraft<V extends FormValues>(place: DraftPlace, defaults: Readonly<V>, values: V, now = Date.now()): boolean {
  const key = keyOf(place);
  const changes = Object.fromEntries(
    (Object.keys(defaults) as (keyof V & string)[]).filter((name) => !sameValue(values[name], defaults[name])).map((name) => [name, values[name]]),
  );
  if (Object.keys(changes).length === 0) return writeStoredText('localStorage', key, null);
  const draft: Stored = { savedAt: now, ...(place.version !== undefined && { version: place.version }), changes };
  const text = JSON.stringify(draft);
  if (text.length > FORM_DRAFT_MAX_CHARS) {
    writeStoredText('localStorage', key, null);
    return false;
  }
  tidy(place.userId, key, now);
  return writeStoredText('localStorage', key, text);
}

/** The draft is done with: saved, sent or discarded. */
export function dropFormDraft(place: DraftPlace): void {
  writeStoredText('localStorage', keyOf(place), null);
}

/**
 * Signing out (or everywhere, or deleting the account, or an account suspended or deleted from
 * elsewhere): none of the signed-in person's drafts stays on the device. A session that ends by itself
 * keeps them, for the person signing in again.
 */
export function forgetFormDrafts(): void {
  const userId = getCurrentUser()?._id;
  if (!userId) return;
  for (const key of storedKeys('localStorage', `${PREFIX}${userId}:`)) writeStoredText('localStorage', key, null);
  for (const key of storedKeys('sessionStorage', `${MESSAGE_DRAFTS_PREFIX}${userId}:`)) writeStoredText('sessionStorage', key, null);
}

/**
 * Someone signs in or registers on this browser (decision 2531): the drafts of anyone else who used it
 * go at once (a session that ended by itself left them there for its owner, not for the next person).
 */
export function forgetOthersFormDrafts(userId: string): void {
  const mine = `${PREFIX}${userId}:`;
  for (const key of storedKeys('localStorage', PREFIX)) if (!key.startsWith(mine)) writeStoredText('localStorage', key, null);
  const myMessages = `${MESSAGE_DRAFTS_PREFIX}${userId}:`;
  for (const key of storedKeys('sessionStorage', MESSAGE_DRAFTS_PREFIX)) if (!key.startsWith(myMessages)) writeStoredText('sessionStorage', key, null);
}

/**
 * Before a draft is written: the drafts of anyone else who used this browser go (a person signed in
 * now has no use for them, and they should not stay on a shared device), as do expired and unreadable
 * ones, and the oldest past FORM_DRAFTS_MAX (counting the one about to be written).
 */
function tidy(userId: string, writing: string, now: number) {
  const mine = `${PREFIX}${userId}:`;
  const kept: { key: string; savedAt: number }[] = [];
  for (const key of storedKeys('localStorage', PREFIX)) {
    if (key === writing) continue;
    const draft = key.startsWith(mine) ? parse(readStoredJson('localStorage', key)) : null;
    if (!draft || expired(draft, now)) writeStoredText('localStorage', key, null);
    else kept.push({ key, savedAt: draft.savedAt });
  }
  kept.sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of kept.slice(FORM_DRAFTS_MAX - 1)) writeStoredText('localStorage', key, null);
}

function sameType(kept: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) return Array.isArray(kept) && kept.every((item) => typeof item === 'string');
  return typeof kept === typeof wanted && kept !== null;
}

/** Whether two form values are the same (lists compared item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}
