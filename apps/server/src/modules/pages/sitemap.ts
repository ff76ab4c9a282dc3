import { count, sql } from 'drizzle-orm';
import { PAGE_META } from '@spaceshare/shared/pages';
import type { Db } from '../../db/client.js';
import { containerKind } from '../containers/kind.js';
import { gigKind } from '../gigs/kind.js';
import type { ListingKindBase } from '../listings/kind.js';
import { exploreVisible } from '../listings/query.js';
import { escapeHtml } from './shell.js';

// /sitemap.xml (issue 13): the public pages and every open listing. Up to `perFile` URLs it is one
// file; past that it is an index of numbered files, each at most `perFile` URLs (the protocol's
// limit is 50,000), so it works for any number of listings (docs/decisions/1301).

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const SECTIONS = { pages: null, gigs: gigKind, containers: containerKind } as const;
export type SitemapSection = keyof typeof SECTIONS;

const STATIC_PATHS = Object.keys(PAGE_META);

/**
 * A page of the kind's open listings (what Explore shows), newest first, in the order of the
 * `<kind>_open_created_idx` partial index. Files past the first skip `offset` index entries:
 * cheap beside a crawler's visit, which comes rarely and is cached an hour.
 */
async function openListings(db: Db, kind: ListingKindBase, offset: number, limit: number) {
  const t = kind.table;
  return db
    .select({ id: t.id, updatedAt: t.updatedAt })
    .from(t)
    .where(exploreVisible(t))
    .orderBy(sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`)
    .limit(limit)
    .offset(offset);
}

/** Open listings of each kind, in one statement (index-only scans of the open expiry indexes). */
async function openCounts(db: Db): Promise<Record<'gigs' | 'containers', number>> {
  const counted = (kind: ListingKindBase) => db.select({ n: count() }).from(kind.table).where(exploreVisible(kind.table));
  const [row] = await db
    .select({ gigs: sql<number>`(${counted(gigKind)})`.mapWith(Number), containers: sql<number>`(${counted(containerKind)})`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return { gigs: row?.gigs ?? 0, containers: row?.containers ?? 0 };
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) => `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return xml(`<urlset ${NS}>\n${entries.join('\n')}\n</urlset>`);
}

function sitemapIndex(files: string[]): string {
  return xml(`<sitemapindex ${NS}>\n${files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>`);
}

const staticUrls = (publicUrl: string): SitemapUrl[] => STATIC_PATHS.map((path) => ({ loc: `${publicUrl}${path}` }));

const listingUrls = (publicUrl: string, kind: ListingKindBase, rows: Array<{ id: string; updatedAt: Date }>): SitemapUrl[] =>
  rows.map((row) => ({ loc: `${publicUrl}/${kind.name}/${encodeURIComponent(row.id)}`, lastmod: row.updatedAt }));

/** /sitemap.xml: every URL when they fit in one file, else the index of the numbered files. */
export async function sitemap(db: Db, publicUrl: string, perFile: number): Promise<string> {
  const counts = await openCounts(db);
  if (STATIC_PATHS.length + counts.gigs + counts.containers <= perFile) {
    const [gigs, containers] = await Promise.all([
      openListings(db, gigKind, 0, perFile),
      openListings(db, containerKind, 0, perFile),
    ]);
    return urlset([...staticUrls(publicUrl), ...listingUrls(publicUrl, gigKind, gigs), ...listingUrls(publicUrl, containerKind, containers)]);
  }
  const files = [`${publicUrl}/sitemaps/pages-1.xml`];
  for (const section of ['gigs', 'containers'] as const) {
    const pages = Math.max(1, Math.ceil(counts[section] / perFile));
    for (let n = 1; n <= pages; n++) files.push(`${publicUrl}/sitemaps/${section}-${n}.xml`);
  }
  return sitemapIndex(files);
}

/** One numbered file of the index, or null when there is no such file. */
export async function sitemapFile(db: Db, publicUrl: string, perFile: number, section: SitemapSection, n: number): Promise<string | null> {
  const kind = SECTIONS[section];
  if (!kind) return n === 1 ? urlset(staticUrls(publicUrl)) : null;
  const rows = await openListings(db, kind, (n - 1) * perFile, perFile);
  if (rows.length === 0 && n > 1) return null;
  return urlset(listingUrls(publicUrl, kind, rows));
}

export const isSitemapSection = (value: string): value is SitemapSection => Object.hasOwn(SECTIONS, value);
