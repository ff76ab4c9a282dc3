import { seededRandom } from '../lib/seeded-random.js';
import { BENCH_PLACES } from './seed.js';

// The long tail of real traffic: requests drawn at random from thousands of distinct URLs per kind
// (route searches by city, country and two-letter code, pages 1 to 3, every sort; typos; price ranges
// with pages and sorts; single listings; container filters), so a per-URL cache answers little and the
// database does the work. Deterministic: the same URLs on every run.

export const LONG_TAIL_KINDS = ['route search', 'typo search', 'price range + page + sort', 'single listing', 'container filters'] as const;
export type LongTailKind = (typeof LONG_TAIL_KINDS)[number];

const GIG_SORTS = ['sales', 'createdAt', 'popular'];
const PAGES = [1, 2, 3];

function sample<T>(values: T[], count: number, seed: number): T[] {
  const next = seededRandom(seed); // the same URL sets on every run
  const copy = [...new Set(values)];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

const url = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** Every page and sort of each search text. */
const pagedSearches = (texts: string[]) =>
  texts.flatMap((search) => GIG_SORTS.flatMap((sort) => PAGES.map((page) => url('/api/gigs', { search, sort, page }))));

/** One-letter typos of a name: a letter dropped, doubled, or two swapped. */
function typos(name: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < name.length; i++) {
    if (name[i] === ' ' || name[i - 1] === ' ') continue;
    out.push(name.slice(0, i) + name.slice(i + 1));
    out.push(name.slice(0, i) + name[i] + name.slice(i));
    if (i < name.length - 1) out.push(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
  }
  return out.filter((typo) => typo.toLowerCase() !== name.toLowerCase());
}

/** At least `perKind` distinct URLs of each kind (all of them when a kind has fewer). */
export function longTailUrls(singleIds: string[], perKind: number): Record<LongTailKind, string[]> {
  const { from, to } = BENCH_PLACES;
  const routeTexts = [
    ...from.flatMap(([fc, fk, fcode]) =>
      to.flatMap(([tc, tk, tcode]) => [`${fc} to ${tc}`, `${fk} to ${tk}`, `${fcode} to ${tcode}`, `${fc} → ${tc}`]),
    ),
    ...from.map(([city]) => `from ${city}`),
    ...to.map(([city]) => `to ${city}`),
  ];
  const typoTexts = [
    ...from.flatMap(([city]) => typos(city).flatMap((typo) => to.slice(0, 4).map(([dest]) => `${typo} to ${dest}`))),
    ...to.flatMap(([city]) => typos(city).flatMap((typo) => [typo, ...from.slice(0, 3).map(([dep]) => `${dep} to ${typo}`)])),
  ];
  const prices: string[] = [];
  for (let min = 30; min <= 120; min += 2) {
    for (const span of [10, 20, 30, 40]) {
      for (const sort of GIG_SORTS) for (const page of PAGES) prices.push(url('/api/gigs', { min, max: min + span, sort, page }));
    }
  }
  const containers: string[] = [];
  for (const containerType of [undefined, '20ft', '40ft', '40ft-HC']) {
    for (const search of [undefined, ...from.slice(0, 5).map(([city]) => city)]) {
      for (const min of [undefined, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]) {
        for (const sort of ['createdAt', 'price', 'space']) {
          for (const page of PAGES) containers.push(url('/api/containers', { containerType, search, min, sort, page }));
        }
      }
    }
  }
  return {
    'route search': sample(pagedSearches(routeTexts), perKind, 1),
    'typo search': sample(pagedSearches(typoTexts), perKind, 2),
    'price range + page + sort': sample(prices, perKind, 3),
    'single listing': sample(singleIds.map((id) => `/api/gigs/single/${id}`), perKind, 4),
    'container filters': sample(containers, perKind, 5),
  };
}

/**
 * Explore shapes the long tail does not ask (decisions 0819–0821): categories no gig has, one-word
 * country and city searches, words that are no place, one-sided, narrow and impossible price bounds,
 * deep pages, the largest limit, an owner's lists, container types with places and prices. `count`
 * of them, the same on every run.
 */
export function sweepUrls(ownerId: string, count: number): string[] {
  const gigs: string[] = [];
  const prices: Array<[number | undefined, number | undefined]> = [[undefined, undefined], [30, undefined], [undefined, 40], [119, 120], [200, undefined]];
  for (const cat of [undefined, 'design', 'luggage-transport', 'zzz']) {
    for (const search of [undefined, 'China to Ghana', 'Accraa', 'electronics', 'Lagos', 'design', 'kg', 'China', 'to', 'xx']) {
      for (const [min, max] of prices) {
        for (const sort of GIG_SORTS) {
          for (const [page, limit] of [[1, undefined], [40, undefined], [3, 100]]) gigs.push(url('/api/gigs', { cat, search, min, max, sort, page, limit }));
        }
      }
    }
  }
  const owners: string[] = [];
  for (const status of [undefined, 'open']) {
    for (const search of [undefined, 'Ghana', 'xx']) {
      for (const page of [1, 9]) {
        for (const sort of GIG_SORTS) owners.push(url('/api/gigs', { userId: ownerId, status, search, sort, page }));
        owners.push(url('/api/containers', { userId: ownerId, status, search, page }));
      }
    }
  }
  const containers: string[] = [];
  for (const containerType of [undefined, '20ft', '40ft-HC']) {
    for (const search of [undefined, 'China to Ghana', 'Tema', 'Yiwu', 'Beijing', 'electronics', 'Ghana', 'xx', 'Shanghai to Lagos']) {
      for (const [min, max] of [[undefined, undefined], [500, undefined], [undefined, 600], [1699, 1700], [5000, undefined]]) {
        for (const sort of ['createdAt', 'price', 'space']) {
          for (const page of [1, 40]) containers.push(url('/api/containers', { containerType, search, min, max, sort, page }));
        }
      }
    }
  }
  return sample([...gigs, ...owners, ...containers], count, 6);
}
