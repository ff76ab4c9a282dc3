import { eq, sql } from 'drizzle-orm';
import { countryDisplay } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { BecomeSellerInput, ProfileUpdateInput, PublicUser, User } from '@spaceshare/shared/schemas/user';
import { parseSettings, type Settings } from '@spaceshare/shared/settings';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { forbidden, gone, notFound } from '../../lib/errors.js';
import { claimOwnImages } from '../uploads/service.js';

/** The full user, for its owner only. Never carries the password hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    img: row.img,
    country: row.country,
    isSeller: row.isSeller,
    desc: row.desc,
    phone: row.phone,
    totalStars: row.totalStars,
    starNumber: row.starNumber,
    tripsCompleted: row.tripsCompleted,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    languages: row.languages,
    isAdmin: row.isAdmin,
  };
}

/** What anyone may see: no email, phone or password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  const country = countryDisplay(row.country);
  return {
    _id: row.id,
    username: row.username,
    img: row.img,
    country: row.country,
    isSeller: row.isSeller,
    desc: row.desc,
    totalStars: row.totalStars,
    starNumber: row.starNumber,
    tripsCompleted: row.tripsCompleted,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    languages: row.languages,
    countryCode: country.code,
    countryName: country.name,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function getPublicUser(db: Db, id: string): Promise<PublicUser> {
  const row = await findUserById(db, id);
  // A deleted account says so, once, as 410 (decision 2313): its profile link was followed from an
  // old thread or order, and 'not found' read as a fault.
  if (row?.deletedAt) throw gone(MESSAGES.deletedProfile);
  // A suspended account's profile is hidden with its listings (issue 12).
  if (!row || row.suspendedAt) throw notFound(MESSAGES.userNotFound);
  return toPublicUser(row);
}

/** The full profile, only for its owner; a signed-in stranger learns only whether the account exists. */
export async function getOwnUser(db: Db, viewerId: string, id: string): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  if (row.id !== viewerId) throw forbidden();
  return toUser(row);
}

export async function updateProfile(db: Db, id: string, input: ProfileUpdateInput): Promise<User> {
  if (input.img !== undefined && input.img !== (await findUserById(db, id))?.img) await claimOwnImages(db, id, [input.img]);
  const [row] = await db
    .update(users)
    .set({
      country: input.country,
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.desc !== undefined ? { desc: input.desc } : {}),
      ...(input.img !== undefined ? { img: input.img } : {}),
      ...(input.languages !== undefined ? { languages: input.languages } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toUser(row);
}

export async function becomeSeller(db: Db, id: string, input: BecomeSellerInput): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ isSeller: true, phone: input.phone, desc: input.desc, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toUser(row);
}

/** The user's settings as stored on the account (issue 11), repaired to the defaults where missing. */
export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).limit(1);
  return parseSettings(row?.settings);
}

/** Saves the given switches over the stored ones, in one statement (two tabs saving different switches both win). */
export async function updateSettings(db: Db, userId: string, changes: Partial<Settings>): Promise<Settings> {
  const [row] = await db
    .update(users)
    .set({ settings: sql`coalesce(${users.settings}, '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  return parseSettings(row?.settings);
}
