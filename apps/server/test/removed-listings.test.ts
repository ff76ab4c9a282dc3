import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { RemovedListing } from '@spaceshare/shared/schemas/removed-listing';
import { createContainer, createGig } from '../src/db/factories.js';
import { gigs } from '../src/db/schema/index.js';
import { removeListing } from '../src/modules/admin/moderation.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { signedInOperator, signedInPerson, type Person } from './listing-helpers.js';

// An owner sees the listings an operator removed, and why (decision 1802).

describe('GET /api/listings/removed', () => {
  let t: TestApp;
  const api = requests(() => t.app);
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInOperator(t.db);
  });
  afterAll(() => t.close());

  const remove = async (type: 'gig' | 'container', id: string, note: string) => {
    const res = await api.post(`/api/admin/listings/${type}/${id}/remove`, admin.cookie, { note });
    expect(res.statusCode).toBe(200);
  };
  const restore = async (type: 'gig' | 'container', id: string) => {
    expect((await api.post(`/api/admin/listings/${type}/${id}/restore`, admin.cookie, {})).statusCode).toBe(200);
  };
  const removed = async (who: Person, type: 'gig' | 'container'): Promise<RemovedListing[]> => {
    const res = await api.get(`/api/listings/removed?type=${type}`, who.cookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: RemovedListing[] }).items;
  };

  it('answers 401 without a session, before looking at the query', async () => {
    for (const url of ['/api/listings/removed?type=gig', '/api/listings/removed', '/api/listings/removed?type=nope']) {
      const res = await api.get(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { message: expect.any(String) }]);
    }
  });

  it('answers 400 for a missing or unknown type', async () => {
    const owner = await signedInPerson(t.db, true);
    for (const query of ['', '?type=', '?type=gigs', '?type=user', '?type=gig&type=container']) {
      const res = await api.get(`/api/listings/removed${query}`, owner.cookie);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { message: MESSAGES.listingTypeInvalid }]);
    }
  });

  it("shows the owner their removed gig with the operator's note and when; nobody else sees it", async () => {
    const owner = await signedInPerson(t.db, true);
    const stranger = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, owner.id, { title: `Counterfeit bags ${owner.username}` });
    const kept = await createGig(t.db, owner.id);
    const strangersGig = await createGig(t.db, stranger.id);
    expect(await removed(owner, 'gig')).toEqual([]);

    await remove('gig', gig.id, 'Counterfeit goods are not allowed');
    await remove('gig', strangersGig.id, 'Scam');
    const [row] = await t.db.select({ deletedAt: gigs.deletedAt }).from(gigs).where(eq(gigs.id, gig.id));
    const mine = await removed(owner, 'gig');
    expect(mine).toEqual([
      { _id: gig.id, type: 'gig', title: gig.title, removedAt: row!.deletedAt!.toISOString(), note: 'Counterfeit goods are not allowed' },
    ]);
    expect(JSON.stringify(mine)).not.toContain(kept.id);
    // The stranger sees only their own, never the owner's, and no container list holds gigs.
    expect((await removed(stranger, 'gig')).map((r) => [r._id, r.note])).toEqual([[strangersGig.id, 'Scam']]);
    expect(await removed(owner, 'container')).toEqual([]);
    // The answer carries nothing but the public shape.
    const raw = (await api.get('/api/listings/removed?type=gig', owner.cookie)).json().items[0];
    expect(Object.keys(raw).sort()).toEqual(['_id', 'note', 'removedAt', 'title', 'type']);
  });

  it('lists the latest removal first, with the note of its latest removal, and "" when there is none', async () => {
    const owner = await signedInPerson(t.db, true);
    const first = await createGig(t.db, owner.id);
    const second = await createGig(t.db, owner.id);
    await remove('gig', first.id, 'First note');
    // Removed before a reason was required (decision 2202): its audit entry has no note.
    await removeListing(t.db, t.app.events, admin.id, 'gig', second.id);
    expect((await removed(owner, 'gig')).map((r) => [r._id, r.note])).toEqual([
      [second.id, ''],
      [first.id, 'First note'],
    ]);

    // Restored and removed again: back on top, with the new note.
    await restore('gig', first.id);
    await remove('gig', first.id, 'Second note');
    expect((await removed(owner, 'gig')).map((r) => [r._id, r.note])).toEqual([
      [first.id, 'Second note'],
      [second.id, ''],
    ]);
  });

  it('leaves out listings the owner deleted, those a suspension hid, and restored ones', async () => {
    const owner = await signedInPerson(t.db, true);
    const deleted = await createGig(t.db, owner.id);
    const hidden = await createGig(t.db, owner.id);
    const restored = await createGig(t.db, owner.id);
    const removedThenDeleted = await createGig(t.db, owner.id);

    expect((await api.del(`/api/gigs/${deleted.id}`, owner.cookie)).statusCode).toBe(200);
    await remove('gig', deleted.id, 'Already gone'); // audited, but the owner's deletion stands
    await t.db.update(gigs).set({ deletedAt: new Date(), hiddenBy: 'suspension' }).where(eq(gigs.id, hidden.id));
    await remove('gig', restored.id, 'A mistake');
    await remove('gig', removedThenDeleted.id, 'Spam');
    expect((await removed(owner, 'gig')).map((r) => r._id).sort()).toEqual([restored.id, removedThenDeleted.id].sort());

    await restore('gig', restored.id);
    // Deleting a removed listing is the owner's way to be done with it.
    expect((await api.del(`/api/gigs/${removedThenDeleted.id}`, owner.cookie)).statusCode).toBe(200);
    expect(await removed(owner, 'gig')).toEqual([]);
  });

  it('works for containers too', async () => {
    const owner = await signedInPerson(t.db, true);
    const container = await createContainer(t.db, owner.id, { title: `40ft to Tema ${owner.username}` });
    const gig = await createGig(t.db, owner.id);
    await remove('container', container.id, 'Prohibited cargo');
    await remove('gig', gig.id, 'Spam');
    const items = await removed(owner, 'container');
    expect(items).toEqual([{ _id: container.id, type: 'container', title: container.title, removedAt: expect.any(String), note: 'Prohibited cargo' }]);
    expect(new Date(items[0]!.removedAt).toISOString()).toBe(items[0]!.removedAt);
    expect((await removed(owner, 'gig')).map((r) => r._id)).toEqual([gig.id]);

    await restore('container', container.id);
    expect(await removed(owner, 'container')).toEqual([]);
  });

  it('answers at most 50, the latest removals', async () => {
    const owner = await signedInPerson(t.db, true);
    const made = await Promise.all(Array.from({ length: 52 }, () => createGig(t.db, owner.id)));
    const ids = made.map((g) => g.id);
    await t.db.update(gigs).set({ deletedAt: new Date(Date.now() - 60_000), hiddenBy: 'admin' }).where(inArray(gigs.id, ids));
    await t.db.update(gigs).set({ deletedAt: new Date() }).where(eq(gigs.id, ids[1]!));
    const items = await removed(owner, 'gig');
    expect(items).toHaveLength(50);
    expect(items[0]!._id).toBe(ids[1]);
  });
});
