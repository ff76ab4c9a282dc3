import { countryCode, countryName } from '@spaceshare/shared/countries';
import { formatRMB } from '@spaceshare/shared/rules/price';

// Display helpers for listings. Money formatting itself lives in @spaceshare/shared/rules/price.

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '20 kg', '12.5 kg'. */
export function formatKg(kg: number): string {
  return `${number.format(kg)} kg`;
}

/** '12 CBM', '0.5 CBM'. */
export function formatCBM(cbm: number): string {
  return `${number.format(cbm)} CBM`;
}

/** '¥60/kg'. */
export function formatPerKg(priceRMB: number): string {
  return `${formatRMB(priceRMB)}/kg`;
}

/** '¥900/CBM'. */
export function formatPerCBM(priceRMB: number): string {
  return `${formatRMB(priceRMB)}/CBM`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * '12 Mar 2026'. A bare YYYY-MM-DD (container dates) is a calendar day, not an instant, so it is read
 * as UTC and printed in UTC to avoid showing the day before for viewers west of Greenwich.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return isDay
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
    : dateFormat.format(date);
}

/** A listing's place: the alpha-2 code (for the flag) and the display name of a stored country. */
export function place(country: string | null | undefined): { code?: string; name: string } {
  return { code: countryCode(country)?.toLowerCase(), name: countryName(country) };
}
