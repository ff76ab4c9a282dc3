import { describe, expect, it } from 'vitest';
import {
  decodeFallbackHeader,
  encodeFallbackHeader,
  fallbackGroupLabel,
  fallbackHeadline,
  type SearchFallback,
} from './search-fallback.js';

const accraNairobi: SearchFallback = {
  from: { name: 'Accra', country: 'Ghana' },
  to: { name: 'Nairobi', country: 'Kenya' },
  groups: [
    { group: 'countries', count: 2 },
    { group: 'destination', count: 5 },
  ],
};

describe('search fallback', () => {
  it('labels the groups as the issue words them', () => {
    expect(fallbackHeadline('gigs', accraNairobi)).toBe('No gigs from Accra to Nairobi yet.');
    expect(fallbackGroupLabel('Gigs', 'destination', accraNairobi)).toBe('Gigs to Kenya:');
    expect(fallbackGroupLabel('Gigs', 'countries', accraNairobi)).toBe('Gigs from Ghana to Kenya:');
    expect(fallbackGroupLabel('Gigs', 'departure', accraNairobi)).toBe('Gigs from Ghana:');
    expect(fallbackHeadline('containers', { from: { name: 'Yiwu', country: 'China' }, to: null })).toBe(
      'No containers from Yiwu yet.',
    );
  });

  it('travels in a Latin-1 header and back, accents included', () => {
    const value: SearchFallback = { ...accraNairobi, to: { name: "Côte d'Ivoire", country: "Côte d'Ivoire" } };
    const header = encodeFallbackHeader(value);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeFallbackHeader(header)).toEqual(value);
  });

  it('reads nothing from an absent or foreign header', () => {
    expect(decodeFallbackHeader(null)).toBeNull();
    expect(decodeFallbackHeader('not json')).toBeNull();
    expect(decodeFallbackHeader('{"groups":"x"}')).toBeNull();
  });
});
