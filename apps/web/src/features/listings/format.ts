import { notAvailable } from '@spaceshare/shared/messages/general';
import { closedFull } from '@spaceshare/shared/messages/listings';
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

/** A card's space left: '20 kg', or 'Fully booked' once orders took it all (decision 2420). */
export function formatSpaceLeft(space: number, format: (amount: number) => string): string {
  return space > 0 ? format(space) : closedFull;
}

/** The owner's tables' space cell: as a card says it ('Fully booked' at 0), 'N/A' only without a number. */
export function formatTableSpace(space: number | null | undefined, format: (amount: number) => string): string {
  return typeof space === 'number' && Number.isFinite(space) ? formatSpaceLeft(space, format) : notAvailable;
}

/** '¥60/kg'. */
export function formatPerKg(priceRMB: number): string {
  return `${formatRMB(priceRMB)}/kg`;
}

/** '¥900/CBM'. */
export function formatPerCBM(priceRMB: number): string {
  return `${formatRMB(priceRMB)}/CBM`;
}

/**
 * A country as the API describes it (its alpha-2 code, null when unknown, and display name): the
 * flag's lower-case code and the name. The API resolves the names so no country list ships here.
 */
export function place(code: string | null | undefined, name: string): { code?: string; name: string } {
  return { code: code?.toLowerCase(), name };
}
