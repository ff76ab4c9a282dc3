import { describe, expect, it } from 'vitest';
import {
  decodeFallbackHeader,
  decodeUnderstoodHeader,
  encodeFallbackHeader,
  encodeUnderstoodHeader,
  fallbackGroupLabel,
  fallbackHeadline,
  understoodLabel,
  watchableRoute,
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

  it('labels the groups of a search of one place, either way', () => {
    const kisumu: SearchFallback = { from: null, to: null, place: { name: 'Kisumu', country: 'Kenya' }, groups: [] };
    expect(fallbackHeadline('gigs', kisumu)).toBe('No gigs to or from Kisumu yet.');
    expect(fallbackGroupLabel('Gigs', 'destination', kisumu)).toBe('Gigs to Kenya:');
    expect(fallbackGroupLabel('Gigs', 'departure', kisumu)).toBe('Gigs from Kenya:');
    expect(decodeFallbackHeader(encodeFallbackHeader(kisumu))).toEqual(kisumu);
    expect(decodeFallbackHeader('{"from":null,"to":null,"place":7,"groups":[]}')).toBeNull();
  });
});

describe('what a search was understood as', () => {
  it('travels in a Latin-1 header and reads as a label', () => {
    const corrected = { from: 'China', to: 'Ghana', place: null, corrected: true };
    expect(decodeUnderstoodHeader(encodeUnderstoodHeader(corrected))).toEqual(corrected);
    expect(understoodLabel(corrected)).toBe('China to Ghana');
    expect(understoodLabel({ from: null, to: 'Ghana', place: null, corrected: false })).toBe('to Ghana');
    expect(understoodLabel({ from: 'China', to: null, place: null, corrected: false })).toBe('from China');
    const place = { from: null, to: null, place: "Côte d'Ivoire", corrected: false };
    expect(encodeUnderstoodHeader(place)).toMatch(/^[\x20-\x7e]+$/);
    expect(understoodLabel(decodeUnderstoodHeader(encodeUnderstoodHeader(place))!)).toBe("Côte d'Ivoire");
  });

  it('watches a search of one place as the route to it', () => {
    expect(watchableRoute({ from: null, to: null, place: 'Ghana', corrected: false })).toEqual({ from: null, to: 'Ghana' });
    expect(watchableRoute({ from: 'China', to: 'Ghana', place: null, corrected: false })).toBeNull();
    expect(watchableRoute(null)).toBeNull();
  });

  it('reads nothing from an absent or foreign header', () => {
    expect(decodeUnderstoodHeader(null)).toBeNull();
    expect(decodeUnderstoodHeader('{"from":null,"to":null,"place":null,"corrected":false}')).toBeNull();
    expect(decodeUnderstoodHeader('{"from":"China","to":null,"place":null}')).toBeNull();
  });
});
