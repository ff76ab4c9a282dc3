import { preview } from './rules/preview.js';
import { formatRMB } from './rules/price.js';
import type { Container } from './schemas/container.js';
import type { Gig } from './schemas/gig.js';
import type { PublicUser } from './schemas/user.js';

// The web app's pages as the server knows them (issue 13): which paths exist, and the title and
// description each public page carries. The web sets them after navigation (usePageMeta) and the
// server writes them into the first HTML, so a shared link and a crawler read the same words.

export const SITE_NAME = 'SpaceShare';

/**
 * Every path the web app's router answers, in React Router's syntax. Anything else is its
 * not-found page, which the server answers with 404. A web test keeps this list equal to the router's.
 */
export const APP_PATHS = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/become-seller',
  '/profile',
  '/profile/:userId',
  '/gigs',
  '/gig/:id',
  '/containers',
  '/settings',
  '/container/:id',
  '/gig/:id/edit',
  '/container/:id/edit',
  '/messages',
  '/message/:id',
  '/orders',
  '/requests',
  '/notifications',
  '/admin',
  '/add',
  '/add-container',
  '/MyGigs',
  '/mygigs',
  '/myContainers',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

export interface PageMeta {
  title: string;
  description: string;
}

/** The document title: the page's own words, then the site's name (once). */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** The public pages whose words do not depend on data. */
export const PAGE_META = {
  '/': {
    title: 'SpaceShare · Share spare luggage and container space',
    description: 'Connect with trusted travelers who have extra luggage space, or book spare cargo space in shipping containers.',
  },
  '/about': {
    title: 'About SpaceShare',
    description: 'SpaceShare connects international students and senders with trusted travelers who have spare luggage space.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How SpaceShare collects, uses and protects the personal data of students, travellers and container owners, and the rights you have.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The rules for using SpaceShare: who may use it, prohibited items, liability for luggage, reviews and how disputes are resolved.',
  },
  '/become-seller': {
    title: 'Become a Courier',
    description: 'Earn money while traveling: list your spare luggage space on SpaceShare.',
  },
  '/gigs': {
    title: 'Explore Luggage Share',
    description: 'Find travellers with spare luggage space on your route, priced per kg.',
  },
  '/containers': {
    title: 'Explore Containers',
    description: 'Shared shipping containers with spare cargo space, priced per CBM.',
  },
  '/login': {
    title: 'Sign in',
    description: 'Sign in to SpaceShare to message couriers, make offers and manage your orders.',
  },
  '/register': {
    title: 'Join SpaceShare',
    description: 'Create a SpaceShare account to ship with trusted travelers or earn as a courier.',
  },
} as const satisfies Partial<Record<AppPath, PageMeta>>;

export type PublicPath = keyof typeof PAGE_META;

/** What every other page of the app (signed-in areas, forms) says before its own code runs. */
export const DEFAULT_META: PageMeta = {
  title: SITE_NAME,
  description: 'SpaceShare connects you with trusted travelers who have extra luggage space and container owners with spare cargo space.',
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
};

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** How much of the listing's own text follows the facts in a description. */
const ABOUT_IN_DESCRIPTION = 120;

const sentence = (facts: string, about: string) => {
  const text = preview(about.replace(/\s+/g, ' ').trim(), ABOUT_IN_DESCRIPTION);
  return text ? `${facts} ${text}` : facts;
};

/** 'Guangzhou → Accra': how a gig's route reads in titles and previews. */
export const gigRoute = (gig: Pick<Gig, 'departureCity' | 'destinationCity'>) => `${gig.departureCity} → ${gig.destinationCity}`;

export function gigMeta(gig: Gig): PageMeta {
  return {
    title: `${gigRoute(gig)}: ${gig.title}`,
    description: sentence(
      `${gig.departureCity}, ${gig.departureCountry} → ${gig.destinationCity}, ${gig.destinationCountry}: ` +
        `${number.format(gig.availableSpace)} kg of luggage space at ${formatRMB(gig.priceRMB)} per kg.`,
      gig.about,
    ),
  };
}

export function containerMeta(container: Container): PageMeta {
  return {
    title: `${container.locationCity} · ${container.containerType} container: ${container.title}`,
    description: sentence(
      `${number.format(container.availableSpaceCBM)} CBM of space in a ${container.containerType} container from ` +
        `${container.locationCity}, ${container.locationCountry} at ${formatRMB(container.priceRMB)} per CBM, ` +
        `departing ${container.departureDate}.`,
      container.about,
    ),
  };
}

export function profileMeta(user: PublicUser): PageMeta {
  const who = user.isSeller ? 'Courier' : 'Member';
  return {
    title: `${user.username} on ${SITE_NAME}`,
    description: sentence(`${who} on ${SITE_NAME}${user.country ? ` from ${user.country}` : ''}.`, user.desc),
  };
}

/** Each path's pattern, compiled once: literal segments match in any case, `:name` any one segment. */
const PATTERNS = APP_PATHS.map((path) => {
  const segments = path.split('/').filter(Boolean);
  const names = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const body = segments.map((s) => (s.startsWith(':') ? '/([^/]+)' : `/${s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`)).join('');
  return { path, names, regex: new RegExp(`^${body}/*$`, 'i') };
});

export interface AppPathMatch {
  path: AppPath;
  params: Record<string, string>;
}

/**
 * The app's page for a URL path as React Router would pick it (case-insensitive, trailing slashes
 * ignored, parameters decoded), or null for its not-found page.
 */
export function matchAppPath(pathname: string): AppPathMatch | null {
  for (const { path, names, regex } of PATTERNS) {
    const match = regex.exec(pathname === '' ? '/' : pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
    } catch {
      return null;
    }
    return { path, params };
  }
  return null;
}

/** The id of the `<script type="application/json">` that brings a page's data with its HTML. */
export const INITIAL_DATA_ID = 'initial-data';

/** The pages whose data comes with their HTML. */
export type DataPath = Extract<AppPath, '/gig/:id' | '/container/:id' | '/profile/:userId' | '/gigs' | '/containers'>;

/**
 * A page's data as its API call answers it (the listing; the public profile; an Explore page's first
 * list: `{ items, total, fallback }`), for the page at `page` with parameter `id` (for a list, the
 * query string of its list query, see rules/explore-query.ts), read by the server at `at` (ISO time).
 */
export interface InitialData {
  page: DataPath;
  id: string;
  data: unknown;
  at: string;
}
