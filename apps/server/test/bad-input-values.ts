import fc from 'fast-check';

// The kinds of bad values a client can send, as fast-check arbitraries for the bad-input suite.

/** Strings that PostgreSQL, LIKE patterns, number parsing or our trimming could trip on. */
const BAD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud83d\ud83d',
  '%00',
  '\\',
  '%',
  '_',
  "'; drop table users; --",
  '../../etc/passwd',
  'null',
  'NaN',
  'Infinity',
  '1e400',
  '-1',
  '0x10',
  '59.5',
  '2147483648',
  '💥',
  '\u202e',
  'a'.repeat(10_000),
];

const BAD_NUMBERS = [-1, 0, -0, 0.5, 1.5, 59.5, 2.0000000001, 1e-10, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324];

export const badString = fc.oneof(fc.constantFrom(...BAD_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));

const badNumber = fc.oneof(fc.constantFrom(...BAD_NUMBERS), fc.integer(), fc.double());

/** Anything JSON can carry where one field's value goes. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  badNumber,
  fc.constantFrom<unknown>(null, true, false, [], {}, [''], ['\u0000'], [[[]]], { $gt: '' }, ['a', 1, null]),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Percent-encodes what encodeURIComponent can, and a lone surrogate as the (invalid) UTF-8 it would be. */
export function encodeLoose(value: string): string {
  return [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Path segments as they travel: percent-encoded, some deliberately malformed. */
export const RAW_SEGMENTS = [
  '%00',
  'a%00',
  '%C0%80',
  '%FF',
  '%ED%A0%80',
  '%',
  '%2F',
  '..',
  '%2e%2e',
  'x'.repeat(65),
  'x'.repeat(3000),
  "'",
  '%27%20or%201%3D1',
  '-1',
  '1e400',
  '%F0%9F%92%A5',
  '%20',
  'null',
];

export const badSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }).map(encodeLoose) },
);

export const RAW_QUERIES = [
  '%',
  '&&',
  '=x',
  'a=%ZZ',
  'search=%00',
  'search=%C0%80',
  'min=59.5',
  'max=2147483648',
  'min=1e400',
  'min=1&max=0',
  'page=99999999999',
  'page=1.5',
  'limit=-1',
  'limit=1e3',
  'before=%00',
  'search=a&search=b',
  'search[]=a',
  'search[a]=b',
  'token=%00',
];

/** A query string (without "?"): known parameter names with bad values, random names, raw oddities. */
export function badQuery(knownParams: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...knownParams), fc.string({ maxLength: 8 }));
  const value = fc.oneof(badString, badNumber.map(String));
  const pairs = fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 4 })
    .map((list) => list.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&'));
  return fc.oneof(pairs, fc.constantFrom(...RAW_QUERIES));
}

export type RawBody = { payload: string; contentType: string };

const json = (value: unknown): RawBody => ({ payload: JSON.stringify(value) ?? '', contentType: 'application/json' });
const nested = (depth: number, open: string, leaf: string, close: string) => open.repeat(depth) + leaf + close.repeat(depth);

export const RAW_BODIES: readonly RawBody[] = [
  { payload: '', contentType: 'application/json' },
  { payload: '{"username":', contentType: 'application/json' },
  { payload: nested(50_000, '[', '', ']'), contentType: 'application/json' },
  { payload: `{"title":${nested(20_000, '{"a":', '1', '}')}}`, contentType: 'application/json' },
  { payload: '{"__proto__":{"isSeller":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isSeller":true}}}', contentType: 'application/json' },
  { payload: '"\\ud800"', contentType: 'application/json' },
  { payload: '{"desc":"\\u0000"}', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
];

/**
 * A request body: mostly a valid body (`base` satisfies every body schema at once, as zod strips the
 * keys a route does not know) with one field made bad or removed, so rules past the first one and the
 * services behind them see bad values too; otherwise bad JSON documents and raw oddities.
 */
export function badBody(base: Record<string, unknown>, fields: string[]): fc.Arbitrary<RawBody> {
  const oneFieldBad = fc
    .tuple(fc.constantFrom(...fields), fc.option(badValue, { nil: undefined }))
    .map(([key, value]) => json({ ...base, [key]: value }));
  return fc.oneof(
    { weight: 4, arbitrary: oneFieldBad },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fields), badValue, { maxKeys: 4 }).map(json) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], '', 0, true, 'text', {}, [null], [base]).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}
