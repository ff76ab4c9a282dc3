/** Listing reference shown to people: last 6 characters of the id, upper-cased (spec §9). */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(-6).toUpperCase();
}

/** An order's reference as its people and the console show it, and as people quote it to support: `#A1B2C3`. */
export const orderRef = (id: string): string => `#${shortId(id)}`;

/**
 * The short id a search names, as `#A1B2C3` or `a1b2c3` (any case, spaces around): lower-cased, as
 * ids are stored, to match the end of an id. Null when the search is not one.
 */
export function shortIdSearched(q: string): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(q.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The id in a link to a listing or a profile that an operator pastes from a complaint
 * ('https://spaceshare.example/gig/65f1…?utm_source=x', '/profile/65f1…', decision 2511): lower-cased,
 * as ids are stored. Null when the search holds no such link.
 */
export function idInLink(q: string): string | null {
  const match = /(?:^|\/)(?:gig|container|profile)\/([0-9a-f]{24})(?=[/?#]|$)/i.exec(q.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** Whether a search names one record by its id: whole, as `#A1B2C3`, or in a link to its page. */
export const namesOneRecord = (q: string): boolean => /^#?[0-9a-f]{24}$/i.test(q.trim()) || shortIdSearched(q) !== null || idInLink(q) !== null;
