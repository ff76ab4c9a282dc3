import {
  containerMeta,
  DEFAULT_META,
  gigMeta,
  matchAppPath,
  NOT_FOUND_META,
  PAGE_META,
  profileMeta,
  type AppPath,
  type DataPath,
  type InitialData,
  type PageMeta,
} from '@spaceshare/shared/pages';
import { containerExploreMeta } from '@spaceshare/shared/rules/explore-meta';
import { containerExploreQuery, gigExploreQuery, toQueryString } from '@spaceshare/shared/rules/explore-query';
import { expiresAt } from '@spaceshare/shared/rules/expiry';
import { gigExploreMeta } from '@spaceshare/shared/rules/gig-explore-meta';
import { closedReason } from '@spaceshare/shared/rules/listing-state';
import { decodeFallbackHeader, encodeFallbackHeader, type SearchUnderstood, understoodLabel } from '@spaceshare/shared/rules/search-fallback';
import { idParam } from '@spaceshare/shared/schemas/common';
import type { Container } from '@spaceshare/shared/schemas/container';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { publicUserSchema } from '@spaceshare/shared/schemas/user';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { containerKind } from '../containers/kind.js';
import { gigKind } from '../gigs/kind.js';
import type { KindListQuery, ListingKind } from '../listings/kind.js';
import { getListing, listListings } from '../listings/service.js';
import { getPublicUser } from '../users/service.js';
import type { PageHead } from './head.js';

// What the first HTML of each page of the web app says (issue 13): its status, head and data. One
// query for a listing or a profile, an Explore page's list for Explore, none for the other pages.

export interface Page {
  status: 200 | 404;
  head: PageHead;
  data?: InitialData;
}

/** Preview pictures that exist in the web app's public folder (PNG: chat apps do not show SVG). */
export const DEFAULT_IMAGES = {
  luggage: '/img/og-luggage.png',
  container: '/img/og-container.png',
  avatar: '/img/noavatar.png',
} as const;

/** Makes a site path absolute; a picture that is neither a site path nor http(s) gets `fallback`. */
function absolute(publicUrl: string, path: string | undefined, fallback: string): string {
  if (path && /^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path?.startsWith('/') && !path.startsWith('//') ? path : fallback}`;
}

const notFoundPage = (publicUrl: string): Page => ({
  status: 404,
  head: { ...NOT_FOUND_META, type: 'website', image: `${publicUrl}${DEFAULT_IMAGES.luggage}`, imageAlt: 'SpaceShare', indexable: false },
});

const SCHEMA_AVAILABILITY = {
  open: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  closed: 'https://schema.org/Discontinued',
} as const;

type ListingApi = Gig | Container;

/** How one kind of listing shows in previews and in schema.org terms. */
interface ListingPage<Api extends ListingApi> {
  meta: (listing: Api) => PageMeta;
  space: (listing: Api) => number;
  /** UN/CEFACT unit of the price and the space: kilogram, cubic metre. */
  unitCode: 'KGM' | 'MTQ';
  unitText: string;
  category: string;
  image: (listing: Api) => string | undefined;
  defaultImage: string;
}

const GIG_PAGE: ListingPage<Gig> = {
  meta: gigMeta,
  space: (gig) => gig.availableSpace,
  unitCode: 'KGM',
  unitText: 'kg',
  category: 'Luggage space',
  image: (gig) => gig.cover || gig.images[0],
  defaultImage: DEFAULT_IMAGES.luggage,
};

const CONTAINER_PAGE: ListingPage<Container> = {
  meta: containerMeta,
  space: (container) => container.availableSpaceCBM,
  unitCode: 'MTQ',
  unitText: 'CBM',
  category: 'Shipping container space',
  image: () => undefined,
  defaultImage: DEFAULT_IMAGES.container,
};

function listingHead<Api extends ListingApi>(publicUrl: string, page: ListingPage<Api>, path: string, listing: Api): PageHead {
  const meta = page.meta(listing);
  const url = `${publicUrl}${path}`;
  const image = absolute(publicUrl, page.image(listing), page.defaultImage);
  const space = page.space(listing);
  const ends = expiresAt(listing.createdAt, listing.expirationDays, 'departureDate' in listing ? listing.departureDate : undefined);
  const closed = closedReason({ isCompleted: listing.isCompleted, expiresAt: ends, space });
  const unit = { unitCode: page.unitCode, unitText: page.unitText };
  return {
    ...meta,
    url,
    type: 'product',
    image,
    imageAlt: meta.title,
    indexable: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      description: meta.description,
      url,
      image: [image],
      sku: listing._id,
      category: page.category,
      offers: {
        '@type': 'Offer',
        url,
        price: listing.priceRMB,
        priceCurrency: 'CNY',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.priceRMB, priceCurrency: 'CNY', ...unit },
        eligibleQuantity: { '@type': 'QuantitativeValue', value: space, ...unit },
        availability: SCHEMA_AVAILABILITY[closed === null ? 'open' : closed === 'full' ? 'full' : 'closed'],
        ...(ends ? { validThrough: ends.toISOString() } : {}),
        seller: { '@type': 'Person', url: `${publicUrl}/profile/${encodeURIComponent(listing.userId)}` },
      },
    },
  };
}

/** The row, or null when the service says 404 (missing, deleted, hidden, suspended). */
async function found<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (err) {
    // 410: a deleted account's profile; the page says so once the app asks (decision 2313).
    if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 410)) return null;
    throw err;
  }
}

const initialData = (page: DataPath, id: string, data: unknown): InitialData => ({ page, id, data, at: new Date().toISOString() });

async function listingPage<Row, Api extends ListingApi, Form, Query extends KindListQuery>(
  db: Db,
  publicUrl: string,
  kind: ListingKind<Row, Api, Form, Query>,
  page: ListingPage<Api>,
  path: DataPath,
  id: string,
): Promise<Page> {
  const listing = await found(getListing(db, kind, id));
  if (!listing) return notFoundPage(publicUrl);
  const self = `/${kind.name}/${encodeURIComponent(listing._id)}`;
  // Exactly what GET /api/<kind>s/single/:id answers: the route serialises through the same schema.
  return { status: 200, head: listingHead(publicUrl, page, self, listing), data: initialData(path, listing._id, kind.schemas.api.encode(listing)) };
}

async function profilePage(db: Db, publicUrl: string, id: string): Promise<Page> {
  const user = await found(getPublicUser(db, id));
  if (!user) return notFoundPage(publicUrl);
  return {
    status: 200,
    head: {
      ...profileMeta(user),
      url: `${publicUrl}/profile/${encodeURIComponent(user._id)}`,
      type: 'profile',
      image: absolute(publicUrl, user.img, DEFAULT_IMAGES.avatar),
      imageAlt: user.username,
      indexable: true,
    },
    // What GET /api/users/public/:id answers.
    data: initialData('/profile/:userId', user._id, publicUserSchema.encode(user)),
  };
}

/**
 * An Explore page's first list, exactly as the web asks it for the URL's parameters and as
 * GET /api/<kind>s answers it (the body, the total header, the fallback header), so the cards draw
 * from the HTML. Parameters the API would refuse send no data: the page then shows the API's error.
 */
async function exploreData<Row, Api extends ListingApi, Form, Query extends KindListQuery>(
  db: Db,
  kind: ListingKind<Row, Api, Form, Query>,
  path: DataPath,
  query: Record<string, unknown>,
): Promise<{ data?: InitialData; understood: SearchUnderstood | null }> {
  const id = toQueryString(query);
  const parsed = kind.schemas.listQuery.safeParse(Object.fromEntries(new URLSearchParams(id)));
  if (!parsed.success) return { understood: null };
  const list = await listListings(db, kind, parsed.data);
  const data = initialData(path, id, {
    items: list.items.map((item) => kind.schemas.api.encode(item)),
    total: list.total,
    fallback: list.fallback && decodeFallbackHeader(encodeFallbackHeader(list.fallback)),
    route: list.route,
    understood: list.understood,
  });
  return { data, understood: list.understood };
}

/**
 * The page of the web app at `pathname` (the URL's path, still percent-encoded) with the URL's
 * query string `search` (without '?').
 */
export async function resolvePage(db: Db, publicUrl: string, pathname: string, search = ''): Promise<Page> {
  const match = matchAppPath(pathname);
  if (!match) return notFoundPage(publicUrl);
  const id = match.params.id ?? match.params.userId;
  if (id !== undefined && !idParam.safeParse(id).success) return notFoundPage(publicUrl);
  switch (match.path) {
    case '/gig/:id':
      return listingPage(db, publicUrl, gigKind, GIG_PAGE, match.path, id!);
    case '/container/:id':
      return listingPage(db, publicUrl, containerKind, CONTAINER_PAGE, match.path, id!);
    case '/profile/:userId':
      return profilePage(db, publicUrl, id!);
  }
  const image = `${publicUrl}${match.path === '/containers' ? DEFAULT_IMAGES.container : DEFAULT_IMAGES.luggage}`;
  const publicHead = ({ path, ...meta }: PageMeta & { path: string }): PageHead => ({
    ...meta,
    url: `${publicUrl}${path}`,
    type: 'website',
    image,
    imageAlt: 'SpaceShare',
    indexable: true,
  });
  if (match.path === '/gigs' || match.path === '/containers') {
    // The search or filter names the page and its share URL, in the words the web's tab shows (decision 1804).
    // Once the list has answered, by the places it searched ('china to ghna' is from China to Ghana).
    const params = new URLSearchParams(search);
    const gigs = match.path === '/gigs';
    const { data, understood } = gigs
      ? await exploreData(db, gigKind, match.path, gigExploreQuery(params))
      : await exploreData(db, containerKind, match.path, containerExploreQuery(params));
    const meta = gigs ? gigExploreMeta(params, understood) : containerExploreMeta(params, understood && understoodLabel(understood));
    return { status: 200, head: publicHead(meta), ...(data && { data }) };
  }
  const meta: PageMeta | undefined = (PAGE_META as Partial<Record<AppPath, PageMeta>>)[match.path];
  if (meta) return { status: 200, head: publicHead({ ...meta, path: match.path }) };
  // Signed-in areas and account forms: the app draws them; nobody should find them in a search.
  return { status: 200, head: { ...DEFAULT_META, type: 'website', image, imageAlt: 'SpaceShare', indexable: false } };
}
