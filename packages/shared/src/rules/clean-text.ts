// PostgreSQL refuses U+0000 in text, and a UTF-16 surrogate without its partner cannot be encoded as
// UTF-8 at all (drivers silently turn it into U+FFFD). Any string the API stores or queries with must
// be free of both, so bad input is a clear 400 rather than a database error or a quietly changed value.

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True when the string can be stored as PostgreSQL text unchanged. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Characters that show nothing: white space, control and format characters (zero-width space,
 * joiners, bidirectional controls, byte-order mark, soft hyphen), every code point Unicode says to
 * ignore when it cannot be shown (Hangul fillers, combining grapheme joiner, variation selectors,
 * musical formatting, tags) and the blank Braille pattern. `trim()` keeps all but the white space.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when the text shows at least one character: a message of zero-width spaces is blank. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}

/** What shows nothing but is not a space: spaces, tabs and line breaks still count in a length. */
// Control characters other than tab, line feed and carriage return (\p{Cc} minus those three).
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|(?![\t\n\r])\p{Cc}/gu;

// Where Intl.Segmenter is missing (Firefox before 125), code points: still one per emoji or Chinese character.
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * The length a minimum and a counter are measured in (decision 2312): the characters a reader sees,
 * each user-perceived character (grapheme: '📦', '✈️', '🇬🇭', 'é' written as e + accent) counting
 * once, without the characters that show nothing, so seven zero-width spaces and 'abc' are 3 long,
 * not 10. Spaces and line breaks count, as a reader sees them. Maxima stay in UTF-16 code units, as
 * an input's maxLength counts them: they guard storage.
 */
export function visibleLength(value: string): number {
  if (!graphemes) return [...value.replace(HIDDEN, '')].length;
  // Segmented first: the joiners and variation selectors inside an emoji are part of it.
  let count = 0;
  for (const { segment } of graphemes.segment(value)) if (segment.replace(HIDDEN, '') !== '') count++;
  return count;
}

/** Tabs, line breaks and the spaces around them (what a paste into a one-line field brings). */
const LINE_BREAKS = / *[\t\n\v\f\r\u0085\u2028\u2029][\t\n\v\f\r\u0085\u2028\u2029 ]*/g;

/** One-line text (a title): each run of tabs and line breaks becomes one space. */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}

/**
 * True when a raw request target (path and query, still percent-encoded) would decode to a NUL.
 * Decoding happens once, so `%2500` is the harmless text "%00" and is let through.
 */
export function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || url.includes('%00');
}

/**
 * The two bidirectional overrides (U+202D, U+202E) make letters show in the reverse of the order they
 * are stored in: a report about "vapes \u202Eevil" reads "vapes live" in the console. Nobody types
 * them; text is stored without them (decision 1703). Embeddings and isolates, which some keyboards
 * write around right-to-left words, stay.
 */
const BIDI_OVERRIDES = /[\u202d\u202e]/g;

export function withoutBidiOverrides(value: string): string {
  return value.replace(BIDI_OVERRIDES, '');
}
