import { describe, expect, it } from 'vitest';
import {
  cardPricePerKg,
  cardSpaceKg,
  containerTotalValue,
  formatRMB,
  formatUSD,
  gigTablePrice,
  rmbToUsdWholeDollars,
} from './price.js';

describe('cardPricePerKg', () => {
  it('uses the rounded per-kg price when there is one', () => {
    expect(cardPricePerKg({ priceRMB: 49.6, price: 1000, availableSpace: 10 })).toBe(50);
  });

  it('spreads a legacy total price over the space', () => {
    expect(cardPricePerKg({ priceRMB: 0, price: 1000, availableSpace: 30 })).toBe(33);
  });

  it('spreads over 40 kg when the space is unknown', () => {
    expect(cardPricePerKg({ price: 1000, availableSpace: 0 })).toBe(25);
    expect(cardPricePerKg({ price: 1000 })).toBe(25);
  });

  it('falls back to 120 without any price', () => {
    expect(cardPricePerKg({})).toBe(120);
    expect(cardPricePerKg({ priceRMB: null, price: 0, availableSpace: 20 })).toBe(120);
  });
});

describe('cardSpaceKg', () => {
  it('falls back to 40 kg when the gig gives no figure', () => {
    expect(cardSpaceKg(12.5)).toBe(12.5);
    expect(cardSpaceKg(undefined)).toBe(40);
    expect(cardSpaceKg(null)).toBe(40);
    expect(cardSpaceKg(-1)).toBe(40);
  });

  it('keeps 0 kg: orders took all the space, which is not an unknown figure', () => {
    expect(cardSpaceKg(0)).toBe(0);
    // A legacy total price is still spread over the fallback, never divided by nothing.
    expect(cardPricePerKg({ price: 800, availableSpace: 0 })).toBe(20);
  });
});

describe('formatting', () => {
  it('formats yuan with grouping', () => {
    expect(formatRMB(1234)).toBe('¥1,234');
    expect(formatRMB(0)).toBe('¥0');
    expect(formatRMB(1.5)).toBe('¥1.5');
  });

  it('formats whole dollars', () => {
    expect(formatUSD(1234)).toBe('$1,234');
    expect(formatUSD(1234.56)).toBe('$1,235');
    expect(formatUSD(-5)).toBe('-$5');
    expect(formatUSD(Number.NaN)).toBe('$0');
  });

  it('converts yuan to whole dollars', () => {
    expect(rmbToUsdWholeDollars(1000, 0.14)).toBe(140);
    expect(rmbToUsdWholeDollars(10, 0.14)).toBe(1);
  });

  it('computes a container total value as space times price', () => {
    expect(containerTotalValue(2.5, 400)).toBe(1000);
    expect(containerTotalValue(undefined, 400)).toBe(0);
  });

  it('labels the My Gigs price cell', () => {
    expect(gigTablePrice({ priceRMB: 80, price: 500 })).toBe('¥80');
    expect(gigTablePrice({ priceRMB: 0, price: 500 })).toBe('$500');
    expect(gigTablePrice({})).toBe('N/A');
  });
});
