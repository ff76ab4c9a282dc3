import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { containerFormSchema, earliestDepartureDate, type Container } from '@spaceshare/shared/schemas/container';
import { createContainer } from '../src/db/factories.js';
import { containerDefaults, dayAhead } from '../src/db/factory-defaults.js';
import { containers } from '../src/db/schema/index.js';
import { createTestApp, requests, uniq, type TestApp } from './helpers.js';
import { DAY_MS, daysAgo, signedInPerson, type Person } from './listing-helpers.js';

// A container stops taking bookings when it sails (decision 2460): its stored expiry is the earlier of
// its days and its departure's cut-off, 12:00 UTC on the departure date (the date begun at UTC-12).
describe('a container closes at its departure', () => {
  let t: TestApp;
  let seller: Person;
  let buyer: Person;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signedInPerson(t.db, true);
    buyer = await signedInPerson(t.db);
  });
  afterAll(() => t.close());

  const { get, post, put } = requests(() => t.app);
  const cutoff = (date: string) => new Date(`${date}T12:00:00Z`);
  const explored = async (word: string) => ((await get(`/api/containers?search=${word}`)).json() as Array<{ _id: string }>).map((c) => c._id);
  const row = async (id: string) => (await t.db.select().from(containers).where(eq(containers.id, id)))[0]!;
  const form = (c: Container) => Object.fromEntries(Object.keys(containerFormSchema.shape).map((k) => [k, c[k as keyof Container]]));
  const ask = (id: string) => post(`/api/containers/${id}/requests`, buyer.cookie, { quantity: 1, description: 'One pallet of tiles', declaration: true });

  it('stores the departure cut-off as the expiry when it comes before the days run out, on create and on edit', async () => {
    const soon = earliestDepartureDate();
    const created = await post('/api/containers', seller.cookie, containerDefaults({ departureDate: soon, expirationDays: 30 }));
    expect(created.statusCode, created.body).toBe(201);
    const container = created.json() as Container;
    expect((await row(container._id)).expiresAt.toISOString()).toBe(cutoff(soon).toISOString());

    // A later departure lets the days decide again; an earlier one than the days brings the end forward.
    const later = await put(`/api/containers/${container._id}`, seller.cookie, { ...form(container), departureDate: dayAhead(60), arrivalDate: dayAhead(90) });
    expect(later.statusCode, later.body).toBe(200);
    const { createdAt, expiresAt } = await row(container._id);
    expect(expiresAt.getTime() - createdAt.getTime()).toBe(30 * DAY_MS);
  });

  it('leaves Explore and refuses requests and offers once departed, with the days still to run', async () => {
    const word = uniq('Sailing');
    const departed = await createContainer(t.db, seller.id, { title: `${word} departed yesterday`, createdAt: daysAgo(5), expirationDays: 30, departureDate: dayAhead(-1), arrivalDate: dayAhead(30) });
    const open = await createContainer(t.db, seller.id, { title: `${word} departs next week`, createdAt: daysAgo(5), expirationDays: 30, departureDate: dayAhead(7), arrivalDate: dayAhead(30) });
    expect(await explored(word)).toEqual([open.id]);

    const refused = await ask(departed.id);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: MESSAGES.listingClosedExpired }]);
    const offer = await post(`/api/containers/${departed.id}/interest`, buyer.cookie);
    expect([offer.statusCode, offer.json()]).toEqual([409, { message: MESSAGES.listingClosedExpired }]);
    expect((await ask(open.id)).statusCode).toBe(201);
    // Its owner may mark it complete: it has ended.
    expect((await post(`/api/containers/${departed.id}/complete`, seller.cookie)).statusCode).toBe(200);
  });

  it('saves an edit that leaves a past departure as it was, refuses one that moves it into the past, and reopens on a new date', async () => {
    const word = uniq('Moved');
    const sailed = await createContainer(t.db, seller.id, { title: `${word} sailed five days ago`, createdAt: daysAgo(10), expirationDays: 30, departureDate: dayAhead(-5), arrivalDate: dayAhead(30) });
    const loaded = form((await get(`/api/containers/single/${sailed.id}`)).json() as Container);

    const kept = await put(`/api/containers/${sailed.id}`, seller.cookie, { ...loaded, cargoType: 'Tiles and general merchandise' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ cargoType: 'Tiles and general merchandise', departureDate: dayAhead(-5) });
    expect((await row(sailed.id)).expiresAt.toISOString()).toBe(cutoff(dayAhead(-5)).toISOString());
    expect(await explored(word)).toEqual([]);

    const earlier = await put(`/api/containers/${sailed.id}`, seller.cookie, { ...loaded, departureDate: dayAhead(-4) });
    expect([earlier.statusCode, earlier.json()]).toEqual([400, { message: MESSAGES.departureDatePast }]);
    expect((await row(sailed.id)).departureDate).toBe(dayAhead(-5));

    const late = await put(`/api/containers/${sailed.id}`, seller.cookie, { ...loaded, departureDate: dayAhead(3) });
    expect(late.statusCode, late.body).toBe(200);
    expect(await explored(word)).toEqual([sailed.id]);
  });

  it("saves a sailed container's edit when its days ran out before it sailed: more days would open nothing", async () => {
    const word = uniq('Outrun');
    // The seed's case: posted 35 days ago for 30 days, sailed two days ago.
    const sailed = await createContainer(t.db, seller.id, { title: `${word} sailed after its days`, createdAt: daysAgo(35), expirationDays: 30, departureDate: dayAhead(-2), arrivalDate: dayAhead(30) });
    const loaded = form((await get(`/api/containers/single/${sailed.id}`)).json() as Container);
    const ended = (await row(sailed.id)).expiresAt.toISOString();

    const fixed = await put(`/api/containers/${sailed.id}`, seller.cookie, { ...loaded, title: `${word} sailed, tiles only` });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await row(sailed.id)).expiresAt.toISOString()).toBe(ended);
    expect(await explored(word)).toEqual([]);

    // A departure moved into the past is still refused for what it is; one moved ahead would reopen
    // it, so the days count again.
    const earlier = await put(`/api/containers/${sailed.id}`, seller.cookie, { ...loaded, departureDate: dayAhead(-1) });
    expect([earlier.statusCode, earlier.json()]).toEqual([400, { message: MESSAGES.departureDatePast }]);
    const ahead = await put(`/api/containers/${sailed.id}`, seller.cookie, { ...loaded, departureDate: dayAhead(5) });
    expect([ahead.statusCode, ahead.json()]).toEqual([400, { message: MESSAGES.listingExpiryPast }]);
  });

  it('migration 0029 ends existing containers at their departure, and leaves the rest', async () => {
    const word = uniq('Upgraded');
    const departed = await createContainer(t.db, seller.id, { title: `${word} departed`, createdAt: daysAgo(5), expirationDays: 30, departureDate: dayAhead(-2), arrivalDate: dayAhead(30) });
    const sooner = await createContainer(t.db, seller.id, { title: `${word} days first`, createdAt: daysAgo(5), expirationDays: 10, departureDate: dayAhead(20), arrivalDate: dayAhead(50) });
    // Dates no form wrote must not stop the upgrade: no such day, not a date at all.
    const noSuchDay = await createContainer(t.db, seller.id, { title: `${word} no such day`, createdAt: daysAgo(5), expirationDays: 30 });
    const notADate = await createContainer(t.db, seller.id, { title: `${word} not a date`, createdAt: daysAgo(5), expirationDays: 30 });
    await t.db.execute(sql`update containers set departure_date = '2025-02-30' where id = ${noSuchDay.id}`);
    await t.db.execute(sql`update containers set departure_date = 'soon' where id = ${notADate.id}`);
    // As the previous release stored them: createdAt + expirationDays.
    const ids = [departed.id, sooner.id, noSuchDay.id, notADate.id];
    await t.db.execute(sql`update containers set expires_at = created_at + make_interval(days => expiration_days) where id in (${sql.join(ids, sql`, `)})`);
    expect((await explored(word)).sort()).toEqual([...ids].sort());

    const migration = readFileSync(new URL('../drizzle/0029_containers_close_at_departure.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(migration));
    expect((await row(departed.id)).expiresAt.toISOString()).toBe(cutoff(dayAhead(-2)).toISOString());
    expect((await row(sooner.id)).expiresAt.getTime()).toBe(sooner.createdAt.getTime() + 10 * DAY_MS);
    expect((await row(noSuchDay.id)).expiresAt.getTime()).toBe(noSuchDay.createdAt.getTime() + 30 * DAY_MS);
    expect((await row(notADate.id)).expiresAt.getTime()).toBe(notADate.createdAt.getTime() + 30 * DAY_MS);
    expect((await explored(word)).sort()).toEqual([sooner.id, noSuchDay.id, notADate.id].sort());
  });
});
