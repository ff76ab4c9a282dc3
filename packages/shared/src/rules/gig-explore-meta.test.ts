import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { PAGE_META } from '../pages.js';
import { gigExploreMeta } from './gig-explore-meta.js';

const gigs = (query: string) => gigExploreMeta(new URLSearchParams(query));

describe('gigExploreMeta', () => {
  it('names a route as the search box reads it, in English, with what the page lists', () => {
    expect(gigs('search=China to Ghana')).toEqual({
      title: 'Gigs from China to Ghana',
      description:
        'Travellers with spare luggage space from China to Ghana, priced per kg. Compare prices, chat with couriers and book on SpaceShare.',
      path: '/gigs?search=China+to+Ghana',
    });
    for (const [search, title] of [
      ['Guangzhou → Accra', 'Gigs from Guangzhou to Accra'],
      ['guangzhou-accra', 'Gigs from Guangzhou to Accra'],
      ['from China', 'Gigs from China'],
      ['to Kenya', 'Gigs to Kenya'],
      ['China to', 'Gigs from China'],
      ['China to SA', 'Gigs from China to South Africa'],
      ['usa to uk', 'Gigs from United States to United Kingdom'],
      ['从广州到加纳', 'Gigs from Guangzhou to Ghana'],
      ['Shenzhen to dar es salaam', 'Gigs from Shenzhen to Dar es Salaam'],
      ['china to pointe-noire', 'Gigs from China to Pointe-Noire'],
      // One known side is enough: the other is what was typed.
      ['from Zhuhai to Kano', 'Gigs from Zhuhai to Kano'],
    ] as const) {
      expect(gigs(`search=${encodeURIComponent(search)}`).title, search).toBe(title);
    }
  });

  it('quotes a search that names no place we know, or one place', () => {
    expect(gigs('search=electronics')).toEqual({
      title: 'Gigs matching “electronics”',
      description:
        'Travellers with spare luggage space matching “electronics”, priced per kg. Compare prices, chat with couriers and book on SpaceShare.',
      path: '/gigs?search=electronics',
    });
    expect(gigs('search=how to pack').title).toBe('Gigs matching “how to pack”');
    expect(gigs('search=to pack').title).toBe('Gigs matching “to pack”');
    expect(gigs('search=Cape Town').title).toBe('Gigs matching “Cape Town”');
    expect(gigs('search="phones"').title).toBe('Gigs matching “phones”');
  });

  it('keeps only what decides the list in the path, in one order, whatever the URL held', () => {
    const view = '/gigs?search=China+to+Ghana&cat=design';
    expect(gigs('cat=design&search=China to Ghana').path).toBe(view);
    expect(gigs('page=3&sort=popular&min=10&max=50&utm_source=x&cat=design&search=%20China%20%20to%20Ghana%20').path).toBe(view);
    expect(gigs('').path).toBe('/gigs');
    expect(gigs('search=%20%20').path).toBe('/gigs');
  });

  it('names a category only without a search', () => {
    expect(gigs('cat=luggage-transport').title).toBe('Gigs in “luggage transport”');
    expect(gigs('cat=design&search=Cape Town').title).toBe('Gigs matching “Cape Town”');
  });

  it('bounds what it quotes from the URL', () => {
    const long = gigs(`search=${'a'.repeat(5000)}`);
    expect(long.title).toBe(`Gigs matching “${'a'.repeat(60)}...”`);
    expect(long.path).toBe(`/gigs?search=${'a'.repeat(LIMITS.SEARCH_MAX)}`);
    expect(gigs(`search=from ${'b'.repeat(150)} to Ghana`).title).toBe(`Gigs from B${'b'.repeat(39)}... to Ghana`);
  });

  it('keeps the generic words without a search, for a blank one and for a query the API refuses', () => {
    const generic = { ...PAGE_META['/gigs'], path: '/gigs' };
    for (const query of ['', 'sort=popular&page=2', 'search=%20', 'search=%00', `cat=${'x'.repeat(600)}`]) {
      expect(gigs(query), query).toEqual(generic);
    }
    // A page past the last is the last page the API serves, of the same search.
    expect(gigs('search=China to Ghana&page=99999').title).toBe(gigs('search=China to Ghana').title);
    // A search of nothing visible still lists what it finds (nothing), under the generic words.
    expect(gigs('search=%E2%80%8B').title).toBe(PAGE_META['/gigs'].title);
  });

  it('names the places as the list searched them once it has answered (x-search-understood)', () => {
    const understood = (from: string | null, to: string | null, place: string | null = null) => ({ from, to, place, corrected: true });
    const params = new URLSearchParams('search=china to ghna');
    expect(gigExploreMeta(params).title).toBe('Gigs from China to Ghna');
    expect(gigExploreMeta(params, understood('China', 'Ghana'))).toMatchObject({
      title: 'Gigs from China to Ghana',
      description: expect.stringMatching(/^Travellers with spare luggage space from China to Ghana,/) as string,
      path: '/gigs?search=china+to+ghna',
    });
    expect(gigExploreMeta(new URLSearchParams('search=to ghna'), understood(null, 'Ghana')).title).toBe('Gigs to Ghana');
    expect(gigExploreMeta(new URLSearchParams('search=Ivory Coast'), understood(null, null, "Côte d'Ivoire")).title).toBe(
      "Gigs to or from Côte d'Ivoire",
    );
    // Without a search, the list's words do not name the page.
    expect(gigExploreMeta(new URLSearchParams(''), understood('China', 'Ghana')).title).toBe(PAGE_META['/gigs'].title);
  });
});
