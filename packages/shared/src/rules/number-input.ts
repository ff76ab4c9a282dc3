// How a number typed into a form or put in a link is read (decision 2312). Inputs are text, not
// type=number: Chromium's number input drops a comma it takes for a thousands separator, so '7,5' kg
// arrived as 75 without a word.

/** A decimal number as an input writes it ('12', '-0.5', '1e3'); Number() also read '0x10' as 16. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A decimal comma and no other separator: '7,5', ',5', '7,'. */
const DECIMAL_COMMA = /^[+-]?(\d+,\d*|,\d+)$/;

/**
 * One separator with exactly three digits after it and a first group that could open a grouped number
 * ('1,000', '7.500', '12,500'): a thousand or a decimal, depending on who typed it.
 */
const ONE_GROUP = /^[+-]?[1-9]\d{0,2}[.,]\d{3}$/;

/** Digits with separators of several kinds or several times ('1,000.5', '1.000,5', '1 000', '1,000,000'). */
const GROUPED = /^[+-]?\d[\d.,'\u00a0\u202f ]*\d$/;

/**
 * Digits and separators as other keyboards type them, in ASCII: a Chinese input method in full-width
 * mode writes '２０' and '１２。５' (the ideographic full stop as the point), an Arabic or Persian one
 * '٢٠' and '١٢٫٥'. NFKC folds the full-width forms ('２', '．', '，', '－'); the Arabic-Indic digits and
 * separators, and '。', it leaves alone, so they are mapped here (decision 2410).
 */
export function westernDigits(text: string): string {
  return text.normalize('NFKC').replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c\u3002]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
    return c === '\u066c' ? ',' : '.';
  });
}

/** What a typed number says: a number (NaN when it is none), or 'grouped' when its separators leave it unclear. */
export type ReadNumber = number | 'grouped';

/**
 * The number a person meant: a point or a comma before the decimals ('7,5' is 7.5, as a European
 * keyboard writes it). A number whose separators could mean a thousand or a decimal ('1,000', '1.000'),
 * or that groups its thousands ('1,000.5', '1.000,5', '1 000') is 'grouped': the form asks for it
 * without separators rather than guess a thousandfold wrong amount. Full-width and Arabic-Indic digits
 * read as the digits they are (westernDigits).
 */
export function readNumber(value: number | string): ReadNumber {
  if (typeof value === 'number') return value;
  const text = westernDigits(value).trim();
  if (ONE_GROUP.test(text)) return 'grouped';
  if (DECIMAL.test(text)) return Number(text);
  if (DECIMAL_COMMA.test(text)) return Number(text.replace(',', '.'));
  return GROUPED.test(text) ? 'grouped' : Number.NaN;
}
