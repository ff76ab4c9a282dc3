// A report made from an order carries the order (decision 2204). The reports table has no column for
// it and a migration is not wanted for this, so the order goes in the first line of the report's
// details, where an operator reads it too. The server writes that line itself; a link is trusted only
// where the order's two people are the report's reporter and target (see the console's queries).

const PREFIX = 'Order #';

/** The details of a report made from order `orderId`: its reference line, then what the reporter wrote. */
export const withOrderRef = (orderId: string, details: string | undefined): string => `${PREFIX}${orderId}${details ? `\n${details}` : ''}`;

/** The first line of details that carry an order: what the server compares for a link. */
export const orderRefLine = (orderId: string): string => `${PREFIX}${orderId}`;

/** The order a report's details name in their first line, or null. */
export function orderRefOf(details: string): string | null {
  const first = details.split('\n', 1)[0] ?? '';
  const id = first.startsWith(PREFIX) ? first.slice(PREFIX.length) : '';
  return id && !/\s/.test(id) ? id : null;
}
