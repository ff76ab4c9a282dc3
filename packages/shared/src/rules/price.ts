import { FALLBACK_PRICE_PER_KG, FALLBACK_SPACE_KG } from '../constants.js';
// The string itself, not MESSAGES: the web's first load carries this file, and MESSAGES would bring
// every string any page reads into it (issue 13).
import { notAvailable } from '../messages/general.js';

// Money shown to people (spec §1, §9): listings in yuan, orders in whole US dollars.

type Amount = number | null | undefined;

const positive = (value: Amount): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Per-kg price on a gig card. Newer gigs carry priceRMB per kg; older ones only a total `price`,
 * which is spread over the available space (or the fallback 40 kg).
 */
export function cardPricePerKg({
  priceRMB,
  price,
  availableSpace,
}: {
  priceRMB?: Amount;
  price?: Amount;
  availableSpace?: Amount;
}): number {
  if (positive(priceRMB)) return Math.round(priceRMB);
  if (positive(price)) return Math.round(price / (positive(availableSpace) ? availableSpace : FALLBACK_SPACE_KG));
  return FALLBACK_PRICE_PER_KG;
}

/**
 * Space on a gig card, falling back to 40 kg when the gig gives no figure. 0 is a figure: orders took
 * all the space, and the card says so rather than offer 40 kg (decision 2420).
 */
export function cardSpaceKg(availableSpace: Amount): number {
  return typeof availableSpace === 'number' && Number.isFinite(availableSpace) && availableSpace >= 0 ? availableSpace : FALLBACK_SPACE_KG;
}

const rmb = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '¥1,234' ('¥1.5' keeps a fraction when there is one, e.g. a half-CBM total). */
export function formatRMB(amount: number): string {
  return `¥${rmb.format(Number.isFinite(amount) ? amount : 0)}`;
}

/** '100,000': a number in words people read, as limits in messages say it. */
export function formatNumber(amount: number): string {
  return rmb.format(amount);
}

/** '$1,234': orders show whole dollars. */
export function formatUSD(amount: number): string {
  const rounded = Number.isFinite(amount) ? Math.round(amount) : 0;
  return `${rounded < 0 ? '-' : ''}$${usd.format(Math.abs(rounded))}`;
}

/** Converts yuan to whole dollars; `usdPerRmb` is the price of one yuan in dollars (e.g. 0.14). */
export function rmbToUsdWholeDollars(amountRMB: number, usdPerRmb: number): number {
  return Math.round(amountRMB * usdPerRmb);
}

/**
 * A cost in yuan with its rough dollars, '¥450 ≈ $63': orders are priced in whole dollars at the
 * server's rate, which the web does not know, so the dollars are approximate.
 */
export function formatCost(amountRMB: number, usdPerRmb: number): string {
  return `${formatRMB(amountRMB)} ≈ ${formatUSD(rmbToUsdWholeDollars(amountRMB, usdPerRmb))}`;
}

/** A container's total capacity value: space (CBM) times price per CBM. */
export function containerTotalValue(availableSpaceCBM: Amount, priceRMB: Amount): number {
  return positive(availableSpaceCBM) && positive(priceRMB) ? availableSpaceCBM * priceRMB : 0;
}

/** Price cell of the My Gigs table: priceRMB in yuan, else the legacy price in dollars, else 'N/A'. */
export function gigTablePrice({ priceRMB, price }: { priceRMB?: Amount; price?: Amount }): string {
  if (positive(priceRMB)) return formatRMB(priceRMB);
  if (positive(price)) return formatUSD(price);
  return notAvailable;
}
