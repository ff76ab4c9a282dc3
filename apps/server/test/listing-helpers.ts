import type { FastifyInstance } from 'fastify';
import type { GigFormInput } from '@spaceshare/shared/schemas/gig';
import type { Db } from '../src/db/client.js';
import { createSeller, createUser, type UserOverrides } from '../src/db/factories.js';
import { createSession } from '../src/plugins/auth.js';

// Sessions straight from the auth plugin: these suites sign in dozens of users, which the rate-limited
// login endpoint (tested in the auth suite) would rightly refuse.

export async function signedInUser(db: Db, overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides);
  return { user, cookie: `sid=${await createSession(db, user.id)}` };
}

export async function signedInSeller(db: Db, overrides: UserOverrides = {}) {
  const user = await createSeller(db, overrides);
  return { user, cookie: `sid=${await createSession(db, user.id)}` };
}

export type Person = { id: string; username: string; token: string; cookie: string };

/** A user (or a seller) with a live session, as the messaging and orders suites use them. */
export async function signedInPerson(db: Db, seller = false): Promise<Person> {
  return signIn(db, seller ? await createSeller(db) : await createUser(db));
}

/** A signed-in operator (`users.is_admin`), as `npm run admin` makes one. */
export async function signedInOperator(db: Db): Promise<Person> {
  return signIn(db, await createUser(db, { isAdmin: true }));
}

async function signIn(db: Db, user: { id: string; username: string }): Promise<Person> {
  const token = await createSession(db, user.id);
  return { id: user.id, username: user.username, token, cookie: `sid=${token}` };
}

export const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let n = 0;
/** A category nobody else uses, so a list query sees only the rows a test made. */
export const uniqueCat = () => `test-cat-${Date.now().toString(36)}-${(n++).toString(36)}`;

type Route = { departureCountry: string; departureCity: string; destinationCountry: string; destinationCity: string };

/**
 * Posts a gig through the API (a write through the app, which forgets the search caches), a valid
 * form on `route` with `fields` over its defaults: 10 kg at 30 ¥/kg for 20 days, and a title and
 * about naming the cities. Answers the response.
 */
export function postGig(app: FastifyInstance, cookie: string, route: Route, fields: Partial<GigFormInput> = {}) {
  const cities = `${route.departureCity} to ${route.destinationCity}`;
  return app.inject({
    method: 'POST',
    url: '/api/gigs',
    headers: { cookie },
    payload: {
      title: `${cities}, 10 kg spare`,
      about: `Flying ${cities} next week with ten kilos of spare checked luggage allowance.`,
      ...route,
      availableSpace: 10,
      priceRMB: 30,
      expirationDays: 20,
      ...fields,
    },
  });
}
