import { describe, expect, it } from 'vitest';
import { expandPlace, parseRouteQuery } from './route-search.js';

describe('parseRouteQuery', () => {
  it.each([
    ['Beijing to Shanghai', 'beijing', 'shanghai'],
    ['China to USA', 'china', 'usa'],
    ['china-ghana', 'china', 'ghana'],
    ['Guangzhou → Accra', 'guangzhou', 'accra'],
    ['Guangzhou -> Accra', 'guangzhou', 'accra'],
    ['Guangzhou->Accra', 'guangzhou', 'accra'],
    ['from Dar es Salaam to Cape Town', 'dar es salaam', 'cape town'],
    ['  "China   to South Africa"  ', 'china', 'south africa'],
    ['Shenzhen - Lagos', 'shenzhen', 'lagos'],
    ['china-guinea-bissau', 'china', 'guinea-bissau'],
    ['from Guinea-Bissau to Ghana', 'guinea-bissau', 'ghana'],
  ])('%j is a route from %j to %j', (query, from, to) => {
    const result = parseRouteQuery(query);
    expect(result.from).toBe(from);
    expect(result.to).toBe(to);
  });

  it('gives the place words too, as a fallback for title search', () => {
    expect(parseRouteQuery('Beijing to Cape Town').words).toEqual(['beijing', 'cape', 'town']);
  });

  it('understands one-sided routes', () => {
    expect(parseRouteQuery('from China')).toEqual({ from: 'china', words: ['china'] });
    expect(parseRouteQuery('to Kenya')).toEqual({ to: 'kenya', words: ['kenya'] });
  });

  it.each([
    ['Cheap luggage space', ['cheap', 'luggage', 'space']],
    ['guinea-bissau', ['guinea-bissau']],
    ['Port-Louis', ['port-louis']],
    ['electronics, clothes', ['electronics', 'clothes']],
  ])('%j is plain words', (query, words) => {
    expect(parseRouteQuery(query)).toEqual({ words });
  });

  it('returns nothing for an empty query', () => {
    expect(parseRouteQuery('   ')).toEqual({ words: [] });
  });
});

describe('expandPlace', () => {
  it('expands a country code to its code and English names', () => {
    const forms = expandPlace('USA');
    expect(forms.slice(0, 4)).toEqual(['usa', 'us', 'united states of america', 'united states']);
  });

  it('expands a country name to its codes', () => {
    expect(expandPlace('Ghana')).toEqual(['ghana', 'gh', 'gha']);
    expect(expandPlace('china')).toEqual(['china', 'cn', "people's republic of china", 'chn']);
  });

  it('keeps a city as it is', () => {
    expect(expandPlace(' Accra ')).toEqual(['accra']);
    expect(expandPlace('')).toEqual([]);
  });
});
