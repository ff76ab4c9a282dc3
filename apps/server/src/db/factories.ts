import { expiresAt } from '@spaceshare/shared/rules/expiry';
import { hashPassword } from '../lib/password.js';
import type { Db } from './client.js';
import { containerDefaults, DEFAULT_PASSWORD, gigDefaults, sellerDefaults, userDefaults } from './factory-defaults.js';
import { newId } from './ids.js';
import { containers, gigs, users, type ContainerRow, type GigRow, type UserRow } from './schema/index.js';

/**
 * Factories shared by the demo seed and the API tests; the e2e fixtures send the same defaults
 * (factory-defaults.ts) through the API. Each one writes a real row and accepts overrides; defaults
 * are unique per call so tests never collide.
 */
export { DEFAULT_PASSWORD };

// Test data and the demo seed only: hashing the shared, public default password once keeps big seeds
// and test suites fast. Sign-up never comes here; it hashes through lib/password with a fresh salt.
let defaultHash: Promise<string> | undefined;
function testDataHash(password: string) {
  if (password === DEFAULT_PASSWORD) return (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  return hashPassword(password);
}

export type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string };

export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<UserRow> {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...userDefaults(rest), ...rest, passwordHash: await testDataHash(password) })
    .returning();
  return row!;
}

export async function createSeller(db: Db, overrides: UserOverrides = {}): Promise<UserRow> {
  return createUser(db, { ...sellerDefaults(overrides), ...overrides });
}

const DAY_MS = 86_400_000;
const expiry = (createdAt: Date, expirationDays: number) => new Date(createdAt.getTime() + expirationDays * DAY_MS);

export type GigOverrides = Partial<typeof gigs.$inferInsert>;

/** A gig on China → Ghana by default; `createdAt` may be moved into the past to make it expired. */
export async function createGig(db: Db, userId: string, overrides: GigOverrides = {}): Promise<GigRow> {
  const createdAt = overrides.createdAt ?? new Date();
  const fields = { ...gigDefaults(), ...overrides };
  const [row] = await db
    .insert(gigs)
    .values({ id: newId(), userId, ...fields, createdAt, expiresAt: expiry(createdAt, fields.expirationDays) })
    .returning();
  return row!;
}

export type ContainerOverrides = Partial<typeof containers.$inferInsert>;

export async function createContainer(db: Db, userId: string, overrides: ContainerOverrides = {}): Promise<ContainerRow> {
  const createdAt = overrides.createdAt ?? new Date();
  const fields = { ...containerDefaults({}, createdAt), ...overrides };
  const [row] = await db
    .insert(containers)
    // As the service stores it: the days, or the departure's cut-off when sooner (decision 2460).
    .values({ id: newId(), userId, ...fields, createdAt, expiresAt: expiresAt(createdAt, fields.expirationDays, fields.departureDate) as Date })
    .returning();
  return row!;
}
