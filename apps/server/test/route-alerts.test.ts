import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { NotificationPage } from '@spaceshare/shared/schemas/notification';
import { decodeRouteHeader, SEARCH_ROUTE_HEADER } from '@spaceshare/shared/rules/search-fallback';
import { ROUTE_ALERTS_MAX, type RouteAlert } from '@spaceshare/shared/schemas/route-alert';
import { newId } from '../src/db/ids.js';
import { routeAlerts } from '../src/db/schema/index.js';
import { postGig, signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Route alerts (decision 1401): watch a route as it is typed on the Explore page; each new gig on it
// notifies the watcher, whatever the spelling of its places.

describe('route alerts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ writeRateLimit: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const person = (seller = false) => signedInPerson(t.db, seller);
  const watch = (who: Person, search: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/alerts', headers: { cookie: who.cookie }, payload: { search } });
  const alerts = async (who: Person) =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: who.cookie } })).json() as RouteAlert[];
  const routeNotifications = async (who: Person) => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: who.cookie } })).json() as NotificationPage;
    return page.items.filter((n) => n.type === 'route_alert');
  };
  const gig = async (seller: Person, route: { departureCountry: string; departureCity: string; destinationCountry: string; destinationCity: string }, title: string) => {
    const res = await postGig(t.app, seller.cookie, route, { title });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string }>()._id;
  };

  it('says in the list which searches name a route it could watch (x-search-route)', async () => {
    const seller = await person(true);
    await gig(seller, { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' }, 'Guangzhou to Accra soon');
    const routeOf = async (search: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(search)}` });
      expect(res.statusCode).toBe(200);
      return decodeRouteHeader(res.headers[SEARCH_ROUTE_HEADER] as string | undefined);
    };
    expect(await routeOf('guangzhou-accra')).toEqual({ from: 'Guangzhou', to: 'Accra' });
    expect(await routeOf('to Nairobi')).toEqual({ from: null, to: 'Nairobi' });
    for (const search of ['electronics', 'Accra', 'Qwzxv to Plmkrtt', 'Cape Town']) expect(await routeOf(search), search).toBeNull();
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts', payload: { search: 'China to Ghana' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/alerts/abc' })).statusCode).toBe(401);
  });

  it('understands a route however it is typed, and keeps one alert per route', async () => {
    const me = await person();
    const cases: Array<[string, string]> = [
      ['China to Ghana', 'China to Ghana'],
      ['guangzhou-accra', 'Guangzhou to Accra'],
      ['广州 → Lagos', 'Guangzhou to Lagos'],
      ['to Kenya', 'Anywhere to Kenya'],
      ['from CN', 'China to anywhere'],
      ["Yiwu to Côte d'Ivoire", "Yiwu to Côte d'Ivoire"],
      ['to Nairobi from Shenzhen', 'Shenzhen to Nairobi'],
    ];
    for (const [search, label] of cases) {
      const res = await watch(me, search);
      expect(res.statusCode, search).toBe(201);
      expect(res.json()).toMatchObject({ search, label });
    }
    // The same route in other words is the alert already kept.
    const again = await watch(me, 'CN to GH');
    expect(again.statusCode).toBe(200);
    expect(again.json<RouteAlert>().search).toBe('China to Ghana');
    expect((await alerts(me)).map((a) => a.label)).toEqual(cases.map(([, label]) => label));
  });

  it('refuses what is no route, or names a place nobody knows, with a plain message', async () => {
    const me = await person();
    const refusals: Array<[unknown, string]> = [
      ['', MESSAGES.alertSearchRequired],
      ['   ', MESSAGES.alertSearchRequired],
      [42, MESSAGES.alertSearchRequired],
      ['x'.repeat(101), MESSAGES.alertSearchMax],
      ['electronics', MESSAGES.alertNeedsRoute],
      ['Qwzxv to Plmkrtt', MESSAGES.alertUnknownPlace],
    ];
    for (const [search, message] of refusals) {
      const res = await watch(me, search);
      expect(res.statusCode, String(search)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await alerts(me)).toEqual([]);
  });

  it(`keeps at most ${ROUTE_ALERTS_MAX} alerts, even when many are asked for at once`, async () => {
    const me = await person();
    const countries = ['Ghana', 'Nigeria', 'Kenya', 'Togo', 'Benin', 'Mali', 'Niger', 'Chad', 'Gabon', 'Egypt', 'Ethiopia', 'Uganda', 'Rwanda', 'Zambia', 'Malawi', 'Angola', 'Namibia', 'Botswana', 'Senegal', 'Gambia', 'Liberia', 'Guinea', 'Tanzania', 'Sudan', 'Somalia'];
    await t.db.insert(routeAlerts).values(
      countries.slice(0, ROUTE_ALERTS_MAX - 3).map((country) => ({ id: newId(), userId: me.id, search: `to ${country}`, label: `Anywhere to ${country}`, toCountry: country.slice(0, 2).toUpperCase() + country.length })),
    );
    const answers = await Promise.all(countries.slice(0, 8).map((country) => watch(me, `China to ${country}`)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expect(res.json()).toEqual({ message: MESSAGES.alertLimit });
    expect(await alerts(me)).toHaveLength(ROUTE_ALERTS_MAX);
  });

  it('deletes only its owner\'s alert: 404 for none, 403 for another\'s', async () => {
    const [me, other] = [await person(), await person()];
    const alert = (await watch(me, 'China to Ghana')).json<RouteAlert>();
    const remove = (who: Person, id: string) => t.app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, headers: { cookie: who.cookie } });
    expect((await remove(other, alert._id)).statusCode).toBe(403);
    expect((await remove(me, 'no-such-alert')).statusCode).toBe(404);
    expect((await remove(me, alert._id)).json()).toEqual({ message: 'Alert deleted' });
    expect(await alerts(me)).toEqual([]);
    expect((await remove(me, alert._id)).statusCode).toBe(404);
  });

  it("tells each watcher of a new gig's route once, however its places are spelled, but not its owner nor anyone blocked", async () => {
    const seller = await person(true);
    const people = async (n: number) => Promise.all(Array.from({ length: n }, () => person()));
    const [country, city, destinationOnly, departureOnly, twice, blocker, elsewhere] = (await people(7)) as [Person, Person, Person, Person, Person, Person, Person];
    await watch(country, 'China to Ghana');
    await watch(city, 'Guangzhou to Accra');
    await watch(destinationOnly, 'to GH');
    await watch(departureOnly, 'from Guangzhou');
    await watch(twice, 'from CN');
    await watch(twice, 'Guangzhou to Ghana');
    await watch(twice, 'to Ghana');
    await watch(blocker, 'China to Ghana');
    await watch(elsewhere, 'Shenzhen to Accra');
    await watch(seller, 'China to Ghana');
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${seller.id}/block`, headers: { cookie: blocker.cookie } })).statusCode).toBeLessThan(300);

    // The courier types the country's code and the city in Chinese.
    const id = await gig(seller, { departureCountry: 'CN', departureCity: '广州', destinationCountry: 'ghana', destinationCity: 'Accra' }, 'Canton to Accra in June');
    for (const who of [country, city, destinationOnly, departureOnly, twice]) {
      const got = await routeNotifications(who);
      expect(got, who.username).toHaveLength(1);
      expect(got[0]).toMatchObject({ link: `/gig/${id}`, read: false });
      expect(got[0]!.text).toMatch(/^New gig on your route .+: "Canton to Accra in June"$/);
    }
    expect((await routeNotifications(city))[0]!.text).toBe('New gig on your route Guangzhou to Accra: "Canton to Accra in June"');
    // Of several alerts the gig matches, the closest names it.
    expect((await routeNotifications(twice))[0]!.text).toBe('New gig on your route Guangzhou to Ghana: "Canton to Accra in June"');
    for (const who of [blocker, elsewhere, seller]) expect(await routeNotifications(who), who.username).toEqual([]);

    // Another route tells only its own watchers.
    await gig(seller, { departureCountry: 'China', departureCity: 'Shenzhen', destinationCountry: 'Kenya', destinationCity: 'Nairobi' }, 'Shenzhen to Nairobi');
    expect(await routeNotifications(country)).toHaveLength(1);
    expect(await routeNotifications(elsewhere)).toEqual([]);
  });
});
