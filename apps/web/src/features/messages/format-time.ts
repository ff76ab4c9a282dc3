// Times on the chat screens: '5 minutes ago' on conversation cards, and the day separators of a
// thread ('Today', 'Yesterday', a date in the reader's locale). A message's HH:mm is `clockTime()` of
// lib/format.ts, the app's one time of day.

import { MESSAGES } from '@spaceshare/shared/messages';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** '5 minutes ago', '1 day ago', 'in 2 hours' (a clock slightly ahead); under a minute: 'just now'. */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The local calendar day of a moment, as a key that changes exactly when the day does. */
export function dayKey(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** 'Today', 'Yesterday', or the date in the reader's locale ('Mar 8, 2026' in en-US). */
export function dayLabel(value: string | Date, now: Date = new Date(), locale?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (dayKey(date) === dayKey(now)) return MESSAGES.today;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return MESSAGES.yesterday;
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
