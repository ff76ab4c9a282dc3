import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import { CONTAINER_TERMS_FIELDS, containerFormSchema, type Container } from '@spaceshare/shared/schemas/container';
import { GIG_TERMS_FIELDS, gigFormSchema, type Gig } from '@spaceshare/shared/schemas/gig';
import { containerDefaults, dayAhead, gigDefaults } from '../src/db/factory-defaults.js';
import { createGig } from '../src/db/factories.js';
import { bookingRequests, gigs, notifications } from '../src/db/schema/index.js';
import { newId } from '../src/db/ids.js';
import { containerKind } from '../src/modules/containers/kind.js';
import { gigKind } from '../src/modules/gigs/kind.js';
import { createTestApp, requests, untilSomeoneWaitsOnALock, type TestApp } from './helpers.js';
import { DAY_MS, daysAgo, signedInPerson, type Person } from './listing-helpers.js';

// Editing a listing after posting (decision 1602): PUT /api/gigs/:id and /api/containers/:id.
describe('listing edits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { get, post, put, del } = requests(() => t.app);
  const person = (seller = false) => signedInPerson(t.db, seller);

  /** The form of a listing as the edit page loads it: every field the create form takes. */
  const gigForm = (gig: Gig) => Object.fromEntries(Object.keys(gigFormSchema.shape).map((k) => [k, gig[k as keyof Gig]]));
  const containerForm = (c: Container) => Object.fromEntries(Object.keys(containerFormSchema.shape).map((k) => [k, c[k as keyof Container]]));

  async function postGig(seller: Person, overrides: Parameters<typeof gigDefaults>[0] = {}): Promise<Gig> {
    const res = await post('/api/gigs', seller.cookie, { ...gigDefaults(overrides), cat: 'electronics', features: ['Sealed only'] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Gig;
  }

  /** A pending request by a new buyer for `quantity` kg. */
  async function requestOn(gigId: string, quantity = 3) {
    const buyer = await person();
    const res = await post(`/api/gigs/${gigId}/requests`, buyer.cookie, { quantity, description: 'Two boxes of clothes and books', declaration: true });
    expect(res.statusCode, res.body).toBe(201);
    return { buyer, request: res.json() as BookingRequest };
  }

  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((l) => l._id);

  it('writes the whole form over the gig, keeps what the form sends back, and search follows the new route', async () => {
    const seller = await person(true);
    const gig = await postGig(seller, { departureCity: 'Yiwu', destinationCountry: 'Ghana', destinationCity: 'Kumasi' });
    const res = await put(`/api/gigs/${gig._id}`, seller.cookie, {
      ...gigForm(gig),
      title: 'Yiwu to Tamale, 25 kg spare luggage',
      destinationCity: 'Tamale',
      availableSpace: 25,
      priceRMB: 55,
      spaceWas: 20,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Gig;
    expect(edited).toMatchObject({
      _id: gig._id,
      title: 'Yiwu to Tamale, 25 kg spare luggage',
      destinationCity: 'Tamale',
      availableSpace: 25,
      priceRMB: 55,
      // Fields the form sends back as loaded stay as they were.
      cat: 'electronics',
      features: ['Sealed only'],
      createdAt: gig.createdAt,
    });
    expect((await get(`/api/gigs/single/${gig._id}`)).json()).toEqual(edited);
    expect(ids(await get('/api/gigs?search=Yiwu%20to%20Tamale'))).toContain(gig._id);
    // The old route finds it no more, but among the nearest gigs (same countries).
    const old = await get('/api/gigs?search=Yiwu%20to%20Kumasi');
    expect(old.headers['x-total-count']).toBe('0');
    expect((old.json() as Array<Gig & { matchGroup?: string }>).find((g) => g._id === gig._id)?.matchGroup).toBe('countries');
  });

  it("answers when a gig last changed, which an edit moves on: an edit form's draft is kept for it (decision 2440)", async () => {
    const seller = await person(true);
    const gig = await postGig(seller);
    expect(gig.updatedAt).toBe(gig.createdAt);
    const res = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...gigForm(gig), title: 'Guangzhou to Accra, 20 kg, edited' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Gig;
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(gig.updatedAt));
    expect(((await get(`/api/gigs/single/${gig._id}`)).json() as Gig).updatedAt).toBe(edited.updatedAt);
  });

  it('answers 401 to visitors, 403 to anyone but the owner, 404 for unknown, deleted and removed gigs, 400 for a bad form', async () => {
    const seller = await person(true);
    const other = await person(true);
    const gig = await postGig(seller);
    const form = gigForm(gig);
    expect((await put(`/api/gigs/${gig._id}`, undefined, form)).statusCode).toBe(401);
    const notMine = await put(`/api/gigs/${gig._id}`, other.cookie, form);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ message: expect.any(String) });
    expect((await put('/api/gigs/ffffffffffffffffffffffff', seller.cookie, form)).json()).toEqual({ message: MESSAGES.gigNotFound });
    const removed = await createGig(t.db, seller.id, { deletedAt: new Date(), hiddenBy: 'admin' });
    expect((await put(`/api/gigs/${removed.id}`, seller.cookie, form)).statusCode).toBe(404);

    const short = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, title: 'Short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: MESSAGES.titleMin });
    const missing = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, destinationCity: undefined });
    expect(missing.json()).toEqual({ message: MESSAGES.destinationCityRequired });

    expect((await del(`/api/gigs/${gig._id}`, seller.cookie)).statusCode).toBe(200);
    expect((await put(`/api/gigs/${gig._id}`, seller.cookie, form)).statusCode).toBe(404);
    // Nothing the refused edits sent was written.
    const [row] = await t.db.select().from(gigs).where(eq(gigs.id, gig._id));
    expect(row!.title).toBe(gig.title);
  });

  it('counts expiry from posting: more days extend or reopen a gig, too few to reach today are refused, a completed gig stays', async () => {
    const seller = await person(true);
    const expired = await createGig(t.db, seller.id, { createdAt: daysAgo(10), expirationDays: 7, expiresAt: daysAgo(3) });
    const loaded = (await get(`/api/gigs/single/${expired.id}`)).json() as Gig;
    expect(ids(await get(`/api/gigs?userId=${seller.id}&status=open`))).not.toContain(expired.id);

    const tooFew = await put(`/api/gigs/${expired.id}`, seller.cookie, { ...gigForm(loaded), expirationDays: 10 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({ message: MESSAGES.listingExpiryPast });

    const reopened = await put(`/api/gigs/${expired.id}`, seller.cookie, { ...gigForm(loaded), expirationDays: 30 });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const [row] = await t.db.select().from(gigs).where(eq(gigs.id, expired.id));
    expect(row!.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 30 * DAY_MS);
    expect(ids(await get(`/api/gigs?userId=${seller.id}&status=open`))).toContain(expired.id);

    const done = await createGig(t.db, seller.id, { isCompleted: true });
    const completed = await put(`/api/gigs/${done.id}`, seller.cookie, gigForm((await get(`/api/gigs/single/${done.id}`)).json() as Gig));
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toEqual({ message: MESSAGES.listingEditCompleted });
  });

  it('keeps the route and price while a request is pending or an order open; the rest may change', async () => {
    const seller = await person(true);
    const gig = await postGig(seller);
    const form = gigForm(gig);
    const locks = async () => (await get(`/api/gigs/${gig._id}/edit-state`, seller.cookie)).json();
    expect(await locks()).toEqual({ termsLocked: false });
    const { request } = await requestOn(gig._id, 3);
    // The edit page knows before the form opens (decision 2107).
    expect(await locks()).toEqual({ termsLocked: true });

    for (const change of [{ priceRMB: 70 }, { destinationCity: 'Kumasi' }, { departureCountry: 'CN' }, { price: 9 }]) {
      const res = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.gigTermsLocked });
    }
    const wording = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, about: `${gig.about} Pick-up in Tianhe.`, availableSpace: 22, spaceWas: 20 });
    expect(wording.statusCode, wording.body).toBe(200);
    expect(wording.json()).toMatchObject({ availableSpace: 22 });

    // Accepted: the order is open on the same terms.
    expect((await post(`/api/requests/${request._id}/accept`, seller.cookie, {})).statusCode).toBe(201);
    const during = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, priceRMB: 70, availableSpace: 19, spaceWas: 19 });
    expect(during.json()).toEqual({ message: MESSAGES.gigTermsLocked });

    // Once the order is cancelled nothing waits on the terms.
    const [order] = (await get('/api/orders', seller.cookie)).json() as Array<{ _id: string }>;
    expect((await post(`/api/orders/${order!._id}/cancel`, seller.cookie, {})).statusCode).toBe(200);
    expect(await locks()).toEqual({ termsLocked: false });
    const after = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, priceRMB: 70, availableSpace: 22, spaceWas: 22 });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ priceRMB: 70, availableSpace: 22 });
  });

  it('never writes over space a booking took while the form was open', async () => {
    const seller = await person(true);
    const gig = await postGig(seller);
    const form = { ...gigForm(gig), spaceWas: 20 };
    const { request } = await requestOn(gig._id, 5);
    expect((await post(`/api/requests/${request._id}/accept`, seller.cookie, {})).statusCode).toBe(201);

    // The space left as loaded: the rest is saved, the space is what the booking left.
    const kept = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, title: 'Guangzhou to Accra, sealed parcels only' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ availableSpace: 15, title: 'Guangzhou to Accra, sealed parcels only' });

    // The space changed too: refused, nothing written.
    const stale = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, title: 'Guangzhou to Accra, anything goes', availableSpace: 25 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: MESSAGES.listingSpaceChanged });
    expect((await get(`/api/gigs/single/${gig._id}`)).json()).toMatchObject({ availableSpace: 15, title: 'Guangzhou to Accra, sealed parcels only' });

    // Typed over what is really left, or loaded again: saved.
    expect((await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, availableSpace: 15 })).statusCode).toBe(200);
    const fresh = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...form, availableSpace: 25, spaceWas: 15 });
    expect(fresh.json()).toMatchObject({ availableSpace: 25 });
    // An API client that sends no spaceWas sets the space it gives.
    expect((await put(`/api/gigs/${gig._id}`, seller.cookie, { ...gigForm(gig), availableSpace: 12 })).json()).toMatchObject({ availableSpace: 12 });
  });

  describe.skipIf(!process.env.DATABASE_URL)('racing a booking (PostgreSQL)', () => {
    it('an edit sent while a booking holds the gig waits for it, then refuses to write over the space it took', async () => {
      const seller = await person(true);
      const gig = await postGig(seller);
      let answer!: ReturnType<typeof put>;
      // What an accept holds: the listing, whose space it takes.
      await t.db.transaction(async (tx) => {
        await tx.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, gig._id)).for('update');
        answer = put(`/api/gigs/${gig._id}`, seller.cookie, { ...gigForm(gig), availableSpace: 30, spaceWas: 20 });
        await untilSomeoneWaitsOnALock(t.db);
        await tx.update(gigs).set({ availableSpace: 16 }).where(eq(gigs.id, gig._id));
      });
      const res = await answer;
      expect([res.statusCode, res.json()]).toEqual([409, { message: MESSAGES.listingSpaceChanged }]);
      expect((await get(`/api/gigs/single/${gig._id}`)).json()).toMatchObject({ availableSpace: 16 });
    });

    it('a price edit sent while a request is being made waits for it, then keeps the price the buyer asked at', async () => {
      const seller = await person(true);
      const buyer = await person();
      const gig = await postGig(seller);
      let answer!: ReturnType<typeof put>;
      // What a new request holds: the listing, then it writes the request.
      await t.db.transaction(async (tx) => {
        await tx.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, gig._id)).for('update');
        answer = put(`/api/gigs/${gig._id}`, seller.cookie, { ...gigForm(gig), priceRMB: 75 });
        await untilSomeoneWaitsOnALock(t.db);
        await tx.insert(bookingRequests).values({
          id: newId(),
          listingType: 'gig',
          gigId: gig._id,
          buyerId: buyer.id,
          sellerId: seller.id,
          quantity: 2,
          description: 'Two boxes of clothes and books',
        });
      });
      const res = await answer;
      expect([res.statusCode, res.json()]).toEqual([400, { message: MESSAGES.gigTermsLocked }]);
      expect((await get(`/api/gigs/single/${gig._id}`)).json()).toMatchObject({ priceRMB: 60 });
    });
  });

  it('takes only countries it knows, by name, alias or ISO code, and routes between two places, on create and on edit (decision 1604)', async () => {
    const seller = await person(true);
    const made = await post('/api/gigs', seller.cookie, gigDefaults({ departureCountry: 'Narnia' }));
    expect([made.statusCode, made.json()]).toEqual([400, { message: MESSAGES.countryUnknown }]);
    // The form's own order stands: a missing title is said first.
    const both = await post('/api/gigs', seller.cookie, { ...gigDefaults({ destinationCountry: 'Atlantis' }), title: '' });
    expect(both.json()).toEqual({ message: MESSAGES.titleRequired });
    for (const known of ['CN', 'usa', 'GHA', "Côte d'Ivoire", 'uk']) {
      const ok = await post('/api/gigs', seller.cookie, gigDefaults({ departureCountry: known }));
      expect(ok.statusCode, known).toBe(201);
    }
    const gig = await postGig(seller);
    const edited = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...gigForm(gig), destinationCountry: 'Wakanda' });
    expect([edited.statusCode, edited.json()]).toEqual([400, { message: MESSAGES.countryUnknown }]);
    // Nor a trip from a city to itself.
    const home = await put(`/api/gigs/${gig._id}`, seller.cookie, { ...gigForm(gig), destinationCountry: 'china', destinationCity: 'guangzhou' });
    expect([home.statusCode, home.json()]).toEqual([400, { message: MESSAGES.routeSameCity }]);
    const container = await post('/api/containers', seller.cookie, containerDefaults({ locationCountry: 'Oz' }));
    expect(container.json()).toEqual({ message: MESSAGES.countryUnknown });
  });

  it('edits a container; its location, type and price wait on open requests; its dates are checked as on create', async () => {
    const seller = await person(true);
    const created = await post('/api/containers', seller.cookie, containerDefaults());
    expect(created.statusCode, created.body).toBe(201);
    const container = created.json() as Container;
    const form = containerForm(container);

    const moved = await put(`/api/containers/${container._id}`, seller.cookie, { ...form, locationCity: 'Ningbo', containerType: '40ft-HC', availableSpaceCBM: 14.5, spaceWas: 12 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ locationCity: 'Ningbo', containerType: '40ft-HC', availableSpaceCBM: 14.5 });
    expect(ids(await get('/api/containers?search=Ningbo'))).toContain(container._id);

    const backwards = await put(`/api/containers/${container._id}`, seller.cookie, { ...form, arrivalDate: form.departureDate });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: MESSAGES.arrivalAfterDeparture });
    // An edit is held to the type's volume as a new listing is (decision 2422), and writes nothing.
    const overfull = await put(`/api/containers/${container._id}`, seller.cookie, { ...form, containerType: '20ft', availableSpaceCBM: 40, spaceWas: 14.5 });
    expect([overfull.statusCode, overfull.json()]).toEqual([400, { message: MESSAGES.containerSpaceMax('20ft', 33) }]);
    expect((await get(`/api/containers/single/${container._id}`)).json()).toMatchObject({ containerType: '40ft-HC', availableSpaceCBM: 14.5 });

    const buyer = await person();
    const asked = await post(`/api/containers/${container._id}/requests`, buyer.cookie, { quantity: 2, description: 'Two pallets of tiles, boxed', declaration: true });
    expect(asked.statusCode, asked.body).toBe(201);
    const now = { ...form, locationCity: 'Ningbo', containerType: '40ft-HC', availableSpaceCBM: 14.5 };
    const otherClearance = form.taxClearance === 'handled_by_courier' ? 'paid_separately' : 'handled_by_courier';
    for (const change of [{ containerType: '20ft' }, { locationCity: 'Shenzhen' }, { priceRMB: 950 }, { taxClearance: otherClearance }]) {
      const res = await put(`/api/containers/${container._id}`, seller.cookie, { ...now, ...change });
      expect(res.json(), JSON.stringify(change)).toEqual({ message: MESSAGES.containerTermsLocked });
    }
    const told = async (who: Person) =>
      (await t.db.select().from(notifications).where(and(eq(notifications.userId, who.id), eq(notifications.type, 'listing_changed')))).map((n) => [n.text, n.link]);
    // A new cargo type may be set, and the waiting buyer hears of it, naming old and new (decision 2313).
    expect((await put(`/api/containers/${container._id}`, seller.cookie, { ...now, cargoType: 'Tiles and general merchandise' })).statusCode).toBe(200);
    expect(await told(buyer)).toEqual([
      [`The owner of "${container.title}" changed it: cargo type "Tiles and general merchandise" (was "${form.cargoType}")`, `/container/${container._id}`],
    ]);
    await t.db.delete(notifications).where(eq(notifications.userId, buyer.id));
    expect((await get(`/api/containers/${container._id}/edit-state`, seller.cookie)).json()).toEqual({ termsLocked: true });

    // New dates reach the buyers waiting on it, once each (decision 1703), in one notification with
    // every change; other edits tell nobody.
    const booked = await person();
    await post(`/api/containers/${container._id}/interest`, booked.cookie);
    expect((await post(`/api/containers/${container._id}/accept`, seller.cookie, { userId: booked.id, quantity: 1 })).statusCode).toBe(201);
    const stranger = await person();
    expect(await told(buyer)).toEqual([]);
    const later = { ...now, cargoType: 'Tiles only', departureDate: dayAhead(300), arrivalDate: dayAhead(345), availableSpaceCBM: 13.5 };
    expect((await put(`/api/containers/${container._id}`, seller.cookie, later)).statusCode).toBe(200);
    const was = `cargo type "Tiles only" (was "Tiles and general merchandise"); departs ${later.departureDate} (was ${form.departureDate}); arrives ${later.arrivalDate} (was ${form.arrivalDate})`;
    const said = [[`The owner of "${container.title}" changed it: ${was}`, `/container/${container._id}`]];
    expect(await told(buyer)).toEqual(said);
    expect(await told(booked)).toEqual(said);
    expect(await told(stranger)).toEqual([]);
    expect((await put(`/api/containers/${container._id}`, seller.cookie, { ...later, title: `${container.title} (updated)` })).statusCode).toBe(200);
    expect(await told(buyer)).toHaveLength(1);
  });

  it('tells only the owner what an edit may change: 401 to visitors, 403 to others, 404 for unknown and deleted listings', async () => {
    const seller = await person(true);
    const gig = await postGig(seller);
    const other = await person(true);
    expect((await get(`/api/gigs/${gig._id}/edit-state`)).statusCode).toBe(401);
    expect((await get(`/api/gigs/${gig._id}/edit-state`, other.cookie)).statusCode).toBe(403);
    expect((await get(`/api/gigs/${newId()}/edit-state`, seller.cookie)).statusCode).toBe(404);
    expect((await del(`/api/gigs/${gig._id}`, seller.cookie)).statusCode).toBeLessThan(300);
    expect((await get(`/api/gigs/${gig._id}/edit-state`, seller.cookie)).statusCode).toBe(404);
  });

  it("names in the shared field lists exactly the terms the server holds (the web locks those inputs)", () => {
    expect([...Object.keys(gigKind.edit.terms), 'priceRMB'].sort()).toEqual([...GIG_TERMS_FIELDS, 'price'].sort());
    expect([...Object.keys(containerKind.edit.terms), 'priceRMB'].sort()).toEqual([...CONTAINER_TERMS_FIELDS].sort());
  });
});
