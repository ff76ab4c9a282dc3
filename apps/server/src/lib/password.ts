import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id with a fresh random salt on every call: two accounts with the same password never share a
 * stored hash. Production code hashes only through here; the factories' cache is for test data.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a wrong password and for a malformed stored hash alike. */
export const verifyPassword = (storedHash: string, password: string): Promise<boolean> =>
  verify(storedHash, password).catch(() => false);

// zxcvbn-ts's list of ~49,000 passwords seen most often in leaks, all lower case.
let common: Set<string> | undefined;

/** True for a password on the common-password list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
