import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createContainer } from '../src/db/factories.js';
import { dayAhead } from '../src/db/factory-defaults.js';
import { containerInterests, containers } from '../src/db/schema/index.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { DAY_MS, daysAgo, signedInSeller, signedInUser } from './listing-helpers.js';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const validContainer = {
  title: '40ft HC Shenzhen to Lagos, shared',
  about: 'Shared 40ft high-cube container from Shenzhen to Lagos (Apapa). Customs clearance handled by us.',
  containerType: '40ft-HC',
  cargoType: 'Electronics and household goods',
  taxClearance: 'handled_by_courier',
  locationCountry: 'China',
  locationCity: 'Shenzhen',
  availableSpaceCBM: 18.5,
  priceRMB: 1100,
  departureDate: dayAhead(90),
  arrivalDate: dayAhead(130),
  expirationDays: 20,
};

describe('containers API', () => {
  let t: TestApp;
  let seller: Session;
  let otherSeller: Session;
  let buyer: Session;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signedInSeller(t.db);
    otherSeller = await signedInSeller(t.db);
    buyer = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const { get, post, del } = requests(() => t.app);
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((c) => c._id);

  /** Containers of a fresh seller, so a list query sees only this test's rows (via userId). */
  async function freshOwner() {
    return (await signedInSeller(t.db)).user;
  }

  describe('POST /api/containers', () => {
    it('creates a container owned by the session user with expiresAt', async () => {
      const res = await post('/api/containers', seller.cookie, { ...validContainer, userId: buyer.user.id });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ ...validContainer, userId: seller.user.id, isCompleted: false, sales: 0, interestedCount: 0 });
      expect(body).toMatchObject({ locationCountryCode: 'CN', locationCountryName: 'China' });
      const [row] = await t.db.select().from(containers).where(eq(containers.id, body._id));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(20 * DAY_MS);
    });

    it('defaults the container type to 20ft', async () => {
      const { containerType: _omit, ...rest } = validContainer;
      const res = await post('/api/containers', seller.cookie, rest);
      expect(res.statusCode).toBe(201);
      expect(res.json().containerType).toBe('20ft');
    });

    it('answers 401 to visitors and 403 to non-sellers', async () => {
      expect((await post('/api/containers', undefined, validContainer)).statusCode).toBe(401);
      const res = await post('/api/containers', buyer.cookie, validContainer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.sellerOnlyListings });
    });

    it.each([
      ['short title', { title: 'Short' }, MESSAGES.titleMin],
      ['short about', { about: 'Too short' }, MESSAGES.aboutMin],
      ['unknown type', { containerType: '10ft' }, MESSAGES.containerTypeInvalid],
      ['empty type', { containerType: '' }, MESSAGES.containerTypeRequired],
      ['short cargo type', { cargoType: 'Boxes' }, MESSAGES.cargoTypeMin],
      ['missing tax clearance', { taxClearance: '' }, MESSAGES.taxClearanceRequired],
      ['missing country', { locationCountry: '' }, MESSAGES.locationCountryRequired],
      ['missing city', { locationCity: '' }, MESSAGES.locationCityRequired],
      ['zero space', { availableSpaceCBM: 0 }, MESSAGES.availableSpacePositive],
      ['zero price', { priceRMB: 0 }, MESSAGES.pricePositive],
      ['missing departure', { departureDate: '' }, MESSAGES.departureDateRequired],
      ['a departure in the past', { departureDate: '2020-01-10', arrivalDate: '2020-02-05' }, MESSAGES.departureDatePast],
      ['missing arrival', { arrivalDate: '' }, MESSAGES.arrivalDateRequired],
      ['zero expiry', { expirationDays: 0 }, MESSAGES.expirationDaysPositive],
      ['arrival before departure', { arrivalDate: dayAhead(60) }, 'Arrival date must be after departure date'],
      ['an arrival in the year 9999', { arrivalDate: '9999-12-31' }, MESSAGES.dateTooFar],
      ['more space than a 20ft holds (decision 2422)', { containerType: '20ft', availableSpaceCBM: 330 }, MESSAGES.containerSpaceMax('20ft', 33)],
      ['more space than a 40ft-HC holds', { availableSpaceCBM: 76.5 }, MESSAGES.containerSpaceMax('40ft-HC', 76)],
    ])('refuses %s with the spec message', async (_name, patch, message) => {
      const res = await post('/api/containers', seller.cookie, { ...validContainer, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('GET /api/containers', () => {
    it('answers one container by id and 404 otherwise', async () => {
      const c = await createContainer(t.db, seller.user.id);
      expect((await get(`/api/containers/single/${c.id}`)).json()).toMatchObject({ _id: c.id, containerType: '40ft' });
      const missing = await get('/api/containers/single/000000000000000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: MESSAGES.containerNotFound });
    });

    it('sorts by createdAt by default, by price ascending and by space descending', async () => {
      const owner = await freshOwner();
      const a = await createContainer(t.db, owner.id, { priceRMB: 700, availableSpaceCBM: 5, createdAt: daysAgo(3) });
      const b = await createContainer(t.db, owner.id, { priceRMB: 500, availableSpaceCBM: 30, createdAt: daysAgo(2) });
      const c = await createContainer(t.db, owner.id, { priceRMB: 900, availableSpaceCBM: 12, createdAt: daysAgo(1) });
      const base = `/api/containers?userId=${owner.id}`;
      expect(ids(await get(base))).toEqual([c.id, b.id, a.id]);
      expect(ids(await get(`${base}&sort=price`))).toEqual([b.id, a.id, c.id]);
      expect(ids(await get(`${base}&sort=space`))).toEqual([b.id, c.id, a.id]);
    });

    it('filters by container type and price per CBM in Explore, hiding expired, completed and deleted', async () => {
      const owner = await freshOwner();
      const hc = await createContainer(t.db, owner.id, { containerType: '40ft-HC', priceRMB: 4321 });
      const twenty = await createContainer(t.db, owner.id, { containerType: '20ft', priceRMB: 4322 });
      const expired = await createContainer(t.db, owner.id, { containerType: '40ft-HC', priceRMB: 4321, createdAt: daysAgo(5), expirationDays: 2 });
      const done = await createContainer(t.db, owner.id, { containerType: '40ft-HC', priceRMB: 4321, createdAt: daysAgo(5), expirationDays: 2, isCompleted: true });
      await createContainer(t.db, owner.id, { containerType: '40ft-HC', priceRMB: 4321, deletedAt: new Date() });
      const explore = await get('/api/containers?containerType=40ft-HC&min=4321&max=4321');
      expect(ids(explore)).toEqual([hc.id]);
      expect(explore.headers['x-total-count']).toBe('1');
      expect(ids(await get('/api/containers?containerType=&min=4321&max=4322&sort=price'))).toEqual([hc.id, twenty.id]);
      expect(ids(await get('/api/containers?containerType=20ft&min=4322&max=4322'))).toEqual([twenty.id]);
      const own = await get(`/api/containers?userId=${owner.id}`);
      expect(new Set(ids(own))).toEqual(new Set([hc.id, twenty.id, expired.id, done.id]));
      expect(own.headers['x-total-count']).toBe('4');
    });

    it('pages with X-Total-Count', async () => {
      const owner = await freshOwner();
      for (let i = 0; i < 5; i++) await createContainer(t.db, owner.id, { createdAt: daysAgo(5 - i) });
      const page = await get(`/api/containers?userId=${owner.id}&limit=2&page=3`);
      expect(ids(page)).toHaveLength(1);
      expect(page.headers['x-total-count']).toBe('5');
    });

    it.each([
      ['min above max', 'min=9&max=1', MESSAGES.priceRangeInvalid],
      ['negative max', 'max=-5', MESSAGES.priceFilterInvalid],
      ['unknown sort', 'sort=popular', MESSAGES.containerSortInvalid],
      ['unknown type', 'containerType=10ft', MESSAGES.containerTypeInvalid],
      ['limit too high', 'limit=500', MESSAGES.limitInvalid],
    ])('answers 400 for %s', async (_name, query, message) => {
      const res = await get(`/api/containers?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('interest, delete and complete', () => {
    it('toggles interest, refuses the owner with the container message', async () => {
      const c = await createContainer(t.db, seller.user.id);
      expect((await post(`/api/containers/${c.id}/interest`)).statusCode).toBe(401);
      const own = await post(`/api/containers/${c.id}/interest`, seller.cookie);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'You cannot make an offer on your own container!' });
      const on = await post(`/api/containers/${c.id}/interest`, buyer.cookie);
      expect(on.json()).toEqual({
        interested: true,
        interestedCount: 1,
        interestedUsers: [{ _id: buyer.user.id, username: buyer.user.username, img: '' }],
      });
      expect((await get(`/api/containers/${c.id}/interested`)).statusCode).toBe(401);
      expect((await get(`/api/containers/${c.id}/interested`, buyer.cookie)).json()).toEqual(on.json());
      expect((await post(`/api/containers/${c.id}/interest`, buyer.cookie)).json().interested).toBe(false);
      expect((await post('/api/containers/000000000000000000000000/interest', buyer.cookie)).statusCode).toBe(404);
    });

    it('never double-counts 20 parallel toggles', async () => {
      const c = await createContainer(t.db, seller.user.id);
      const users = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t.db)));
      const results = await Promise.all(users.map((u) => post(`/api/containers/${c.id}/interest`, u.cookie)));
      expect(results.every((r) => r.statusCode === 200 && r.json().interested)).toBe(true);
      const same = users[0]!;
      await Promise.all(Array.from({ length: 9 }, () => post(`/api/containers/${c.id}/interest`, same.cookie)));
      // 1 + 9 toggles by the same user: an even number, so they end not interested.
      const rows = await t.db.select().from(containerInterests).where(eq(containerInterests.containerId, c.id));
      const [row] = await t.db.select().from(containers).where(eq(containers.id, c.id));
      expect(rows).toHaveLength(19);
      expect(row!.interestedCount).toBe(19);
    });

    it('soft-deletes for the owner only, harmlessly twice', async () => {
      const c = await createContainer(t.db, seller.user.id);
      expect((await del(`/api/containers/${c.id}`)).statusCode).toBe(401);
      expect((await del(`/api/containers/${c.id}`, otherSeller.cookie)).statusCode).toBe(403);
      expect((await del(`/api/containers/${c.id}`, seller.cookie)).statusCode).toBe(200);
      expect((await del(`/api/containers/${c.id}`, seller.cookie)).statusCode).toBe(200);
      expect((await get(`/api/containers/single/${c.id}`)).statusCode).toBe(404);
      expect((await del('/api/containers/000000000000000000000000', seller.cookie)).statusCode).toBe(404);
    });

    it('completes only an expired container, for its owner, harmlessly twice', async () => {
      const live = await createContainer(t.db, seller.user.id);
      const notYet = await post(`/api/containers/${live.id}/complete`, seller.cookie);
      expect(notYet.statusCode).toBe(400);
      expect(notYet.json()).toEqual({ message: MESSAGES.notExpiredYet });
      const old = await createContainer(t.db, seller.user.id, { createdAt: daysAgo(9), expirationDays: 3 });
      expect((await post(`/api/containers/${old.id}/complete`)).statusCode).toBe(401);
      expect((await post(`/api/containers/${old.id}/complete`, otherSeller.cookie)).statusCode).toBe(403);
      const done = await post(`/api/containers/${old.id}/complete`, seller.cookie);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ _id: old.id, isCompleted: true });
      expect((await post(`/api/containers/${old.id}/complete`, seller.cookie)).statusCode).toBe(200);
      expect((await post('/api/containers/000000000000000000000000/complete', seller.cookie)).statusCode).toBe(404);
    });
  });
});
