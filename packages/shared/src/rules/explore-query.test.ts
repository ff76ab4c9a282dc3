import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { gigListQuerySchema } from '../schemas/list-query.js';
import { containerExploreQuery, gigExploreQuery, toQueryString } from './explore-query.js';

describe('Explore queries', () => {
  it("read a page's URL parameters as the pages ask the API, with defaults for what is missing or unknown", () => {
    expect(gigExploreQuery(new URLSearchParams(''))).toEqual({ search: '', cat: '', min: '', max: '', sort: 'sales', page: 1, limit: 24 });
    expect(gigExploreQuery(new URLSearchParams('search=Accra&sort=popular&page=3&x=1'))).toMatchObject({ search: 'Accra', sort: 'popular', page: 3 });
    expect(gigExploreQuery(new URLSearchParams('sort=cheap&page=-2'))).toMatchObject({ sort: 'sales', page: 1 });
    expect(gigExploreQuery(new URLSearchParams('page=99999'))).toMatchObject({ page: 1000 });
    expect(containerExploreQuery(new URLSearchParams('containerType=40ft&min=100&search=Yiwu'))).toEqual({
      search: 'Yiwu',
      min: '100',
      max: '',
      containerType: '40ft',
      sort: 'createdAt',
      page: 1,
      limit: 24,
    });
    expect(containerExploreQuery(new URLSearchParams('containerType=50ft')).containerType).toBe('');
  });

  it('hold price bounds to what the API takes, so a huge budget still shows results', () => {
    const read = (query: string) => {
      const { min, max } = gigExploreQuery(new URLSearchParams(query));
      expect(gigListQuerySchema.safeParse({ min, max }).success, query).toBe(true);
      return [min, max];
    };
    expect(read('max=99999999999999999999')).toEqual(['', String(LIMITS.PRICE_FILTER_MAX)]);
    expect(read('min=1e30&max=50.5')).toEqual(['50.5', String(LIMITS.PRICE_FILTER_MAX)]);
    expect(read('min=-5&max=abc')).toEqual(['', '']);
    expect(read('min=%2012%20&max=0')).toEqual(['0', '12']);
    expect(containerExploreQuery(new URLSearchParams('max=1e99')).max).toBe(String(LIMITS.PRICE_FILTER_MAX));
  });

  it('cut a search longer than the API takes, so a long link still shows results', () => {
    const long = `China to Ghana ${'x'.repeat(600)}`;
    const { search } = gigExploreQuery(new URLSearchParams({ search: long }));
    expect(search).toBe(long.slice(0, LIMITS.SEARCH_MAX));
    expect(gigListQuerySchema.safeParse({ search }).success).toBe(true);
  });

  it('build query strings without empty values', () => {
    expect(toQueryString({ search: 'China to Ghana', min: 0, max: undefined, sort: '' })).toBe('?search=China+to+Ghana&min=0');
    expect(toQueryString({})).toBe('');
  });
});
