import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/factories';
import { clearCurrentUser, setCurrentUser } from './current-user';
import {
  dropFormDraft,
  FORM_DRAFT_MAX_CHARS,
  FORM_DRAFT_TTL_MS,
  FORM_DRAFTS_MAX,
  forgetFormDrafts,
  forgetOthersFormDrafts,
  keepFormDraft,
  MESSAGE_DRAFTS_PREFIX,
  openFormDraft,
} from './form-drafts';

const DEFAULTS = { title: '', about: '', availableSpace: '', images: [] as string[], deliveryTime: 0 };
const NOW = Date.parse('2026-11-29T12:00:00Z');
const ama = { userId: 'a'.repeat(24), form: 'gig:new' };
const kofi = { userId: 'b'.repeat(24), form: 'gig:new' };
const typed = { ...DEFAULTS, title: 'Guangzhou to Accra', about: 'Sealed boxes only, no liquids, books welcome.' };

const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('spaceshare:form-draft:'));

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    clearCurrentUser();
  });

  it('keeps only what differs from the opening values, and restores it over them', () => {
    expect(keepFormDraft(ama, DEFAULTS, typed, NOW)).toBe(true);
    const [key] = storedKeys();
    expect(JSON.parse(localStorage.getItem(key!)!)).toEqual({ savedAt: NOW, changes: { title: typed.title, about: typed.about } });
    expect(openFormDraft(ama, DEFAULTS, NOW + 1000)).toEqual({ state: 'restored', values: typed, savedAt: NOW });
  });

  it('keeps nothing for a form back at its opening values', () => {
    keepFormDraft(ama, DEFAULTS, typed, NOW);
    expect(keepFormDraft(ama, DEFAULTS, { ...DEFAULTS }, NOW)).toBe(true);
    expect(storedKeys()).toEqual([]);
    expect(openFormDraft(ama, DEFAULTS, NOW).state).toBe('none');
  });

  it('never shows one person the draft of another', () => {
    keepFormDraft(ama, DEFAULTS, typed, NOW);
    expect(openFormDraft(kofi, DEFAULTS, NOW)).toEqual({ state: 'none', values: DEFAULTS });
    // Kofi typing on this browser clears Ama's draft away.
    keepFormDraft(kofi, DEFAULTS, { ...DEFAULTS, title: 'Lagos to Accra' }, NOW);
    expect(openFormDraft(ama, DEFAULTS, NOW).state).toBe('none');
    expect(openFormDraft(kofi, DEFAULTS, NOW).state).toBe('restored');
  });

  it('forgets every draft of the person signing out, and only theirs', () => {
    keepFormDraft(ama, DEFAULTS, typed, NOW);
    keepFormDraft({ ...ama, form: 'gig:123' }, DEFAULTS, typed, NOW);
    localStorage.setItem('currentUser-unrelated', 'kept');
    setCurrentUser(testUser({ _id: ama.userId }));
    forgetFormDrafts();
    expect(storedKeys()).toEqual([]);
    expect(localStorage.getItem('currentUser-unrelated')).toBe('kept');
  });

  it("takes the person's unsent message boxes with them, in this tab, and only theirs (decision 2513)", () => {
    const box = (userId: string, conversation: string) => `${MESSAGE_DRAFTS_PREFIX}${userId}:${conversation}`;
    const fill = () => {
      sessionStorage.clear();
      for (const key of [box(ama.userId, 'c1'), box(ama.userId, 'c2'), box(kofi.userId, 'c1')]) sessionStorage.setItem(key, '{"text":"On my way"}');
      sessionStorage.setItem('spaceshare:scroll', '{}');
    };
    const left = [box(kofi.userId, 'c1'), 'spaceshare:scroll'];

    fill();
    setCurrentUser(testUser({ _id: ama.userId }));
    forgetFormDrafts(); // Ama signs out
    expect(Object.keys(sessionStorage).sort()).toEqual(left);

    fill();
    forgetOthersFormDrafts(kofi.userId); // Kofi signs in
    expect(Object.keys(sessionStorage).sort()).toEqual(left);
  });

  it('drops a draft past its week, unread', () => {
    keepFormDraft(ama, DEFAULTS, typed, NOW);
    expect(openFormDraft(ama, DEFAULTS, NOW + FORM_DRAFT_TTL_MS - 1).state).toBe('restored');
    expect(openFormDraft(ama, DEFAULTS, NOW + FORM_DRAFT_TTL_MS + 1).state).toBe('none');
    expect(storedKeys()).toEqual([]);
  });

  it('drops an edit form draft of a listing that changed since, and says so', () => {
    const v1 = { ...ama, form: 'gig:123', version: '2026-11-29T10:00:00.000Z' };
    keepFormDraft(v1, DEFAULTS, typed, NOW);
    expect(openFormDraft(v1, DEFAULTS, NOW).state).toBe('restored');
    const v2 = { ...v1, version: '2026-11-29T11:00:00.000Z' };
    expect(openFormDraft(v2, DEFAULTS, NOW)).toEqual({ state: 'outdated', values: DEFAULTS, savedAt: NOW });
    expect(storedKeys()).toEqual([]);
    expect(openFormDraft(v1, DEFAULTS, NOW).state).toBe('none');
  });

  it.each([
    ['text that is not JSON', '{"savedAt":'],
    ['JSON of another shape', '[1,2,3]'],
    ['no time', JSON.stringify({ changes: { title: 'x' } })],
    ['changes that are not an object', JSON.stringify({ savedAt: NOW, changes: 'title' })],
    ['a time in the future', JSON.stringify({ savedAt: NOW + FORM_DRAFT_TTL_MS, changes: { title: 'x' } })],
  ])('opens the empty form on %s, and drops it', (_name, raw) => {
    localStorage.setItem(`spaceshare:form-draft:${ama.userId}:gig:new`, raw);
    expect(openFormDraft(ama, DEFAULTS, NOW)).toEqual({ state: 'none', values: DEFAULTS });
    expect(storedKeys()).toEqual([]);
  });

  it('hands the form no value of the wrong type, and no field it does not have', () => {
    const changes = { title: 42, about: 'Sealed boxes only, no liquids.', images: ['/uploads/a.jpg', 7], deliveryTime: '3', userId: 'x', __proto__: { title: 'p' } };
    localStorage.setItem(`spaceshare:form-draft:${ama.userId}:gig:new`, JSON.stringify({ savedAt: NOW, changes }));
    const opened = openFormDraft(ama, DEFAULTS, NOW);
    expect(opened).toEqual({ state: 'restored', values: { ...DEFAULTS, about: 'Sealed boxes only, no liquids.' }, savedAt: NOW });
    expect(opened.values).not.toHaveProperty('userId');
  });

  it('keeps uploaded pictures as their addresses', () => {
    keepFormDraft(ama, DEFAULTS, { ...DEFAULTS, images: ['/uploads/a.jpg'] }, NOW);
    expect(openFormDraft(ama, DEFAULTS, NOW).values.images).toEqual(['/uploads/a.jpg']);
  });

  it('refuses a draft too large to keep, and drops the one before it', () => {
    keepFormDraft(ama, DEFAULTS, typed, NOW);
    expect(keepFormDraft(ama, DEFAULTS, { ...typed, about: 'x'.repeat(FORM_DRAFT_MAX_CHARS) }, NOW)).toBe(false);
    expect(storedKeys()).toEqual([]);
  });

  it(`keeps at most ${FORM_DRAFTS_MAX} drafts, the newest`, () => {
    for (let i = 0; i < FORM_DRAFTS_MAX + 3; i++) keepFormDraft({ ...ama, form: `request:gigs:${i}` }, DEFAULTS, typed, NOW + i);
    expect(storedKeys()).toHaveLength(FORM_DRAFTS_MAX);
    expect(openFormDraft({ ...ama, form: 'request:gigs:0' }, DEFAULTS, NOW).state).toBe('none');
    expect(openFormDraft({ ...ama, form: `request:gigs:${FORM_DRAFTS_MAX + 2}` }, DEFAULTS, NOW).state).toBe('restored');
  });

  it('says a draft could not be kept when the storage refuses it, and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepFormDraft(ama, DEFAULTS, typed, NOW)).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(openFormDraft(ama, DEFAULTS, NOW).state).toBe('none');
  });

  it('drops a draft once done with', () => {
    keepFormDraft(ama, DEFAULTS, typed, NOW);
    dropFormDraft(ama);
    expect(storedKeys()).toEqual([]);
  });
});
