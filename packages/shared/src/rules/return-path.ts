// Where signing in or registering returns to (issue 10): the page that sent the visitor to /login
// (Chat Now, Make Offer, the interested list, a guarded page). Only a path of this site is accepted,
// so a crafted link cannot send someone elsewhere after they sign in.

const MAX_LENGTH = 2000;
/** Pages that would send a signed-in user straight back, or that make no sense to return to. */
const NOT_RETURNABLE = /^\/(?:login|register)(?:[/?#]|$)/i;

/**
 * The path to return to, or null: a same-site absolute path ("/gig/abc?x=1#reviews"), never
 * "//host", "/\host", a URL with a scheme, control characters, or the sign-in pages themselves.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (NOT_RETURNABLE.test(value)) return null;
  return value;
}
