import { hashPassword } from '../lib/password.js';
import type { Db } from './client.js';
import { newId } from './ids.js';
import { containers, gigs, users, type ContainerRow, type GigRow, type UserRow } from './schema/index.js';

/**
 * Factories shared by the demo seed, the API tests and the e2e tests. Each one writes a real row
 * and accepts overrides; defaults are unique per call so tests never collide.
 */
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const DEFAULT_PASSWORD = 'password123';

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
  const username = rest.username ?? `user_${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      username,
      email: `${username}@example.com`,
      country: 'Ghana',
      ...rest,
      passwordHash: await testDataHash(password),
    })
    .returning();
  return row!;
}

export async function createSeller(db: Db, overrides: UserOverrides = {}): Promise<UserRow> {
  return createUser(db, {
    isSeller: true,
    phone: '+233 20 123 4567',
    desc: 'Experienced courier flying between Guangzhou and Accra every month, careful with every bag.',
    ...overrides,
  });
}

const DAY_MS = 86_400_000;

export type GigOverrides = Partial<typeof gigs.$inferInsert>;

/** A gig on China → Ghana by default; `createdAt` may be moved into the past to make it expired. */
export async function createGig(db: Db, userId: string, overrides: GigOverrides = {}): Promise<GigRow> {
  const createdAt = overrides.createdAt ?? new Date();
  const expirationDays = overrides.expirationDays ?? 30;
  const [row] = await db
    .insert(gigs)
    .values({
      id: newId(),
      userId,
      title: 'Guangzhou to Accra, 20 kg spare luggage',
      about: 'Flying Guangzhou to Accra with 20 kg of spare checked luggage. Sealed packages only, no liquids.',
      departureCountry: 'China',
      departureCity: 'Guangzhou',
      destinationCountry: 'Ghana',
      destinationCity: 'Accra',
      availableSpace: 20,
      priceRMB: 60,
      ...overrides,
      createdAt,
      expirationDays,
      expiresAt: new Date(createdAt.getTime() + expirationDays * DAY_MS),
    })
    .returning();
  return row!;
}

export type ContainerOverrides = Partial<typeof containers.$inferInsert>;

export async function createContainer(db: Db, userId: string, overrides: ContainerOverrides = {}): Promise<ContainerRow> {
  const createdAt = overrides.createdAt ?? new Date();
  const expirationDays = overrides.expirationDays ?? 30;
  const [row] = await db
    .insert(containers)
    .values({
      id: newId(),
      userId,
      title: '40ft container Shenzhen to Tema',
      about: 'Shared 40ft container leaving Shenzhen for Tema port. Customs handled, tracking included end to end.',
      containerType: '40ft',
      cargoType: 'General merchandise, boxed',
      taxClearance: 'handled_by_courier',
      locationCountry: 'China',
      locationCity: 'Shenzhen',
      availableSpaceCBM: 12,
      priceRMB: 900,
      departureDate: new Date(createdAt.getTime() + 10 * DAY_MS).toISOString().slice(0, 10),
      arrivalDate: new Date(createdAt.getTime() + 45 * DAY_MS).toISOString().slice(0, 10),
      ...overrides,
      createdAt,
      expirationDays,
      expiresAt: new Date(createdAt.getTime() + expirationDays * DAY_MS),
    })
    .returning();
  return row!;
}
