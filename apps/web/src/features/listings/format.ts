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

/** A listing's place: the alpha-2 code (for the flag) and the display name of a stored country. */
export function place(country: string | null | undefined): { code?: string; name: string } {
  return { code: countryCode(country)?.toLowerCase(), name: countryName(country) };
}
