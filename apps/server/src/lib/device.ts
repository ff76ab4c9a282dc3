/** An API client's plain 'product/version' ('curl/8.5.0'). */
const PRODUCT_VERSION = /^[A-Za-z][A-Za-z0-9._-]{0,24}\/[0-9][0-9A-Za-z.]{0,15}$/;

/**
 * 'Chrome on Windows', 'Safari on iPhone', … from a User-Agent string; an API client's plain
 * 'product/version' as it is; else 'Unknown device'. Never free text: whoever signs in chooses the
 * string, and it is shown in the sign-in alert email and the session list (decision 1003).
 */
export function deviceName(userAgent: string): string {
  const ua = userAgent || '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (PRODUCT_VERSION.test(ua) ? ua : 'Unknown device');
}
