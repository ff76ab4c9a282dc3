import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, uploads, users } from '../src/db/schema/index.js';
import { deleteUnclaimedUploads, saveUpload, uploadIdFromUrl, uploadUrl } from '../src/modules/uploads/service.js';
import { register, registration, tinyPngUpload } from './auth-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { DAY_MS, postGig, signedInSeller } from './listing-helpers.js';

const ROUTE = { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' };

describe('uploads nobody claimed are swept after a day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = (url: string) => uploadIdFromUrl(url)!;
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  /** Makes uploads look `days` old. */
  const age = (urls: string[], days: number) =>
    t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
      .where(inArray(uploads.id, urls.map(idOf)));

  it('deletes an anonymous upload a day old that nothing uses, and keeps every picture in use', async () => {
    // All made on the registration page, before any account existed.
    const [unused, recent, avatar, newAvatar, cover, extra] = await Promise.all(Array.from({ length: 6 }, () => tinyPngUpload(t.app)));
    const seller = await signedInSeller(t.db);

    const reg = await register(t.app, registration({ img: avatar }));
    expect(reg.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'PUT', url: `/api/users/${seller.user.id}`, headers: { cookie: seller.cookie }, payload: { country: 'Ghana', img: newAvatar } });
    expect(profile.statusCode).toBe(200);
    const gig = await postGig(t.app, seller.cookie, ROUTE, { cover: cover!, images: [cover!, extra!] });
    expect(gig.statusCode).toBe(201);

    await age([unused!, avatar!, newAvatar!, cover!, extra!], 2);
    await age([recent!], 0.5);
    expect(await deleteUnclaimedUploads(t.db)).toBeGreaterThanOrEqual(1);

    expect(await status(unused!)).toBe(404);
    for (const url of [recent, avatar, newAvatar, cover, extra]) expect(await status(url!), url).toBe(200);
    const owners = await t.db.select({ id: uploads.id, userId: uploads.userId }).from(uploads).where(inArray(uploads.id, [avatar, newAvatar, cover, extra].map((u) => idOf(u!))));
    expect(new Map(owners.map((o) => [o.id, o.userId]))).toEqual(
      new Map([
        [idOf(avatar!), reg.json()._id],
        [idOf(newAvatar!), seller.user.id],
        [idOf(cover!), seller.user.id],
        [idOf(extra!), seller.user.id],
      ]),
    );
  });

  it('deletes past a batch, and two sweeps at once delete each upload once', async () => {
    // Straight into the table: the endpoint allows 30 a minute per address.
    const image = { data: Buffer.from('not read by the sweep'), contentType: 'image/webp', width: 1, height: 1 };
    const urls = (await Promise.all(Array.from({ length: 450 }, () => saveUpload(t.db, image, null)))).map(uploadUrl);
    await age(urls, 3);
    const [a, b] = await Promise.all([deleteUnclaimedUploads(t.db), deleteUnclaimedUploads(t.db)]);
    expect(a + b).toBe(450);
    const left = await t.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, urls.map(idOf)));
    expect(left).toEqual([]);
  });

  it("migration 0015 gives the pictures used before it to their users, so the sweep leaves them", async () => {
    const seller = await signedInSeller(t.db);
    const [avatar, cover, image, unused] = await Promise.all(Array.from({ length: 4 }, () => tinyPngUpload(t.app)));
    const gig = await postGig(t.app, seller.cookie, ROUTE, { cover: cover!, images: [image!] });
    expect(gig.statusCode).toBe(201);
    await t.db.update(users).set({ img: avatar! }).where(sql`${users.id} = ${seller.user.id}`);
    // As the previous release left them: used, yet nobody's.
    const all = [avatar!, cover!, image!, unused!];
    await t.db.update(uploads).set({ userId: null }).where(inArray(uploads.id, all.map(idOf)));
    await age(all, 2);

    const statements = readFileSync(new URL('../drizzle/0015_unclaimed_uploads.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    await t.db.execute(sql.raw(statements[1]!));
    await deleteUnclaimedUploads(t.db);

    for (const url of [avatar, cover, image]) expect(await status(url!), url).toBe(200);
    expect(await status(unused!)).toBe(404);
    const [row] = await t.db.select({ cover: gigs.cover }).from(gigs).where(sql`${gigs.id} = ${gig.json()._id}`);
    expect(row!.cover).toBe(cover);
  });
});
