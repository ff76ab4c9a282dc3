/**
 * Names that would pass a stranger off as SpaceShare's staff (decision 2104): a scammer who writes
 * as "spaceshare_support" or "adm1n" asking for a deposit outside the app is the oldest trick on a
 * marketplace. Refused at registration only; accounts made before keep their names, and operators
 * are made in the database, not registered.
 */

/** Whole words (between dots, dashes and underscores) that speak for the site. */
const STAFF_WORDS = new Set([
  'admin',
  'administrator',
  'sysadmin',
  'support',
  'staff',
  'moderator',
  'mod',
  'mods',
  'official',
  'helpdesk',
  'security',
  'system',
  'root',
]);

/** Names, with the separators taken out, that are staff however they are split. */
const STAFF_NAMES = new Set(['customerservice', 'customersupport', 'trustandsafety', 'helpdesk']);

/** Digits read as the letters they stand in for ("adm1n", "supp0rt", "5pace5hare"). */
const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

export function isReservedUsername(username: string): boolean {
  const read = username.toLowerCase().replace(/[013457]/g, (d) => DIGIT_LETTERS[d]!);
  const words = read.split(/[._-]+/);
  if (words.some((word) => STAFF_WORDS.has(word))) return true;
  const squashed = words.join('');
  // No ordinary name holds the site's own, wherever it stands.
  return squashed.includes('spaceshare') || STAFF_NAMES.has(squashed);
}
