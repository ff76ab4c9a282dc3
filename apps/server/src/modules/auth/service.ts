import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { LoginInput, RegisterInput } from '@spaceshare/shared/schemas/user';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { badRequest, forbidden, isUniqueViolation, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { assertOwnImages, claimUploads } from '../uploads/service.js';

/** The account with this email address, compared as its unique index compares them (case aside). */
export const emailIs = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** Which existing account a registration collides with, if any. */
async function takenMessage(db: Db, username: string, email: string): Promise<string | null> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, username), emailIs(email)))
    .limit(2);
  if (rows.some((r) => r.username === username)) return MESSAGES.usernameTaken;
  if (rows.length > 0) return MESSAGES.emailTaken;
  return null;
}

/**
 * Creates the account. The pre-check gives the friendly message in the common case; the unique
 * indexes settle the race of two simultaneous sign-ups with the same name or email.
 */
export async function registerUser(db: Db, input: RegisterInput): Promise<UserRow> {
  const taken = await takenMessage(db, input.username, input.email);
  if (taken) throw badRequest(taken);
  await assertOwnImages(db, null, [input.img]);

  const passwordHash = await hashPassword(input.password);
  let row: UserRow | undefined;
  try {
    [row] = await db
      .insert(users)
      .values({
        id: newId(),
        username: input.username,
        email: input.email,
        passwordHash,
        img: input.img,
        country: input.country,
        isSeller: input.isSeller,
        // A buyer's description and phone are their profile's bio and phone (decision 1506).
        desc: input.desc,
        phone: input.phone,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_key')) throw badRequest(MESSAGES.usernameTaken);
    if (isUniqueViolation(err, 'users_email_key')) throw badRequest(MESSAGES.emailTaken);
    if (isUniqueViolation(err)) {
      throw badRequest((await takenMessage(db, input.username, input.email)) ?? MESSAGES.usernameTaken);
    }
    throw err;
  }
  await claimUploads(db, [input.img], row!.id);
  return row!;
}

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
/** Computes the dummy hash at start-up so the first failed sign-in is not slower than the rest. */
export const prepareLogin = async () => {
  await getDummyHash();
};

/** The account for these credentials (username already trimmed and lower-cased), or 401 'Invalid username or password'. */
export async function authenticate(db: Db, input: LoginInput): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.username, input.username)).limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? (await getDummyHash()), input.password);
  if (!row || !ok) throw unauthorized(MESSAGES.invalidLogin);
  // Said only to whoever knows the password, so it tells nobody else that the account exists.
  if (row.suspendedAt) throw forbidden(MESSAGES.accountSuspended);
  return row;
}
