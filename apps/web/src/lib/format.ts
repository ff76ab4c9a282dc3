// Dates and times are printed one way everywhere: dates in the viewer's own locale (issue 13): 'Nov 20,
// 2026' in the US, '20 Nov 2026' in the UK; times of day as the spec's chat does, 24-hour HH:mm in the
// viewer's time zone, so a notification and the message it is about say the same '13:09' (decision 2314).

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const shortDayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const monthYearFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The date of an instant, or of a bare YYYY-MM-DD (container dates): a calendar day, not an instant,
 * so it is read and printed in UTC, never as the day before for viewers west of Greenwich. A value
 * that is not a date is shown as it is; a missing one as ''.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayFormat.format(new Date(`${value}T00:00:00Z`));
  const date = parse(value);
  return date ? dateFormat.format(date) : value;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '09:05', '13:09': the 24-hour local time of an instant (spec §4's HH:mm); '' when invalid. */
export function clockTime(value: string | Date): string {
  const date = typeof value === 'string' ? parse(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** Date and time of an instant: 'Nov 20, 2026, 15:04'; '' when missing or invalid. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? `${dateFormat.format(date)}, ${clockTime(date)}` : '';
}

/** Day, month and time of a recent instant: 'Nov 20, 15:04' ('20 Nov, 15:04' in the UK); '' when invalid. */
export function formatShortDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? `${shortDayFormat.format(date)}, ${clockTime(date)}` : '';
}

/** "March 2024" for a member-since date; '' when the date is missing or invalid. */
export function formatMonthYear(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? monthYearFormat.format(date) : '';
}

/** 1 → "1 trip", 3 → "3 trips". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An order's or a request's space as people read it: '3 kg', '1.5 CBM' (stored as 'kg' or 'cbm'). */
export function formatSpaceAmount(quantity: number, unit: 'kg' | 'cbm'): string {
  return `${amountFormat.format(quantity)} ${unit === 'cbm' ? 'CBM' : 'kg'}`;
}
