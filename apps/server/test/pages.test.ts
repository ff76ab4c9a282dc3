import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, INITIAL_DATA_ID, NOT_FOUND_META, PAGE_META } from '@spaceshare/shared/pages';
import { APP_BUILD_HEADER } from '@spaceshare/shared/rules/app-build';
import { decodeRouteHeader, decodeUnderstoodHeader, SEARCH_ROUTE_HEADER, SEARCH_UNDERSTOOD_HEADER } from '@spaceshare/shared/rules/search-fallback';
import { createContainer, createGig, createSeller, createUser } from '../src/db/factories.js';
import { DEFAULT_IMAGES } from '../src/modules/pages/service.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 13: the first HTML of each page (head, data, status), robots.txt, the sitemap, compression
// and the caching of HTML. The web build is a fixture shaped like Vite's index.html.

const PUBLIC_URL = 'https://spaceshare.example';
const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="The default description." />
    <title>SpaceShare</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spaceshare-pages-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'img'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The page's head as a crawler reads it, without running anything. */
function head(res: LightMyRequestResponse) {
  const html = res.body;
  const attr = (selector: RegExp) => {
    const found = [...html.matchAll(selector)].map((m) => m[1]!);
    return found.length === 1 ? decode(found[0]!) : found.length === 0 ? undefined : found;
  };
  const metaContent = (key: string) => attr(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`, 'g'));
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const script = (type: string, id = '') =>
    [...html.matchAll(new RegExp(`<script type="${type.replace('+', '\\+')}"${id ? ` id="${id}"` : ''}>([\\s\\S]*?)</script>`, 'g'))].map((m) => m[1]!);
  return {
    titles,
    title: titles[0],
    description: metaContent('description'),
    robots: metaContent('robots'),
    canonical: attr(/<link rel="canonical" href="([^"]*)" \/>/g),
    og: (key: string) => metaContent(`og:${key}`),
    twitter: (key: string) => metaContent(`twitter:${key}`),
    jsonLd: script('application/ld+json'),
    data: script('application/json', INITIAL_DATA_ID),
  };
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

describe('pages: the first HTML of each page', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ webDist: webDist(), publicUrl: PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('gives every public static page its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    for (const [pathname, meta] of Object.entries(PAGE_META)) {
      const res = await get(pathname);
      expect(res.statusCode, pathname).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const h = head(res);
      expect(h.titles, pathname).toEqual([documentTitle(meta.title)]);
      expect(h.description).toBe(meta.description);
      expect(h.robots).toBeUndefined();
      expect(h.canonical).toBe(`${PUBLIC_URL}${pathname}`);
      expect(h.og('url')).toBe(`${PUBLIC_URL}${pathname}`);
      expect(h.og('title')).toBe(documentTitle(meta.title));
      expect(h.og('description')).toBe(meta.description);
      expect(h.og('type')).toBe('website');
      expect(h.og('site_name')).toBe('SpaceShare');
      expect(h.og('image')).toMatch(/^https:\/\/spaceshare\.example\/img\/og-(luggage|container)\.png$/);
      expect(h.twitter('card')).toBe('summary_large_image');
      expect(h.twitter('title')).toBe(documentTitle(meta.title));
      // The template's default description and title are replaced, and its scripts kept.
      expect(res.body).not.toContain('The default description.');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      // Explore pages bring their first list (below); the others no data.
      if (pathname !== '/gigs' && pathname !== '/containers') expect(h.data).toEqual([]);
    }
  });

  it("brings an Explore page's first list as the web asks it for the URL and as the API answers it", async () => {
    const seller = await createSeller(t.db);
    await createGig(t.db, seller.id, { departureCountry: 'China', destinationCity: 'Nairobi', destinationCountry: 'Kenya' });
    await createContainer(t.db, seller.id, { containerType: '40ft' });
    const cases = [
      ['/gigs', 'sort=sales&page=1&limit=24', '/api/gigs?sort=sales&page=1&limit=24'],
      ['/gigs?search=Nairobi&sort=popular&utm_source=x', 'search=Nairobi&sort=popular&page=1&limit=24', '/api/gigs?search=Nairobi&sort=popular&page=1&limit=24'],
      ['/containers?containerType=40ft&page=2', 'containerType=40ft&sort=createdAt&page=2&limit=24', '/api/containers?containerType=40ft&sort=createdAt&page=2&limit=24'],
    ] as const;
    for (const [url, id, apiUrl] of cases) {
      const h = head(await get(url));
      expect(h.data, url).toHaveLength(1);
      const api = await get(apiUrl);
      const sent = JSON.parse(h.data[0]!);
      expect(sent, url).toEqual({
        page: url.split('?')[0],
        id: `?${id}`,
        data: {
          items: api.json(),
          total: Number(api.headers['x-total-count']),
          fallback: null,
          route: decodeRouteHeader(api.headers[SEARCH_ROUTE_HEADER] as string | undefined),
          understood: decodeUnderstoodHeader(api.headers[SEARCH_UNDERSTOOD_HEADER] as string | undefined),
        },
        at: expect.any(String),
      });
    }
    // A reversed or oversized budget is read as the range filter writes it, and brings its data.
    expect(JSON.parse(head(await get('/gigs?min=9&max=1e99')).data[0]!).id).toBe('?min=9&max=2147483647&sort=sales&page=1&limit=24');
    expect(JSON.parse(head(await get('/gigs?min=9&max=1')).data[0]!).id).toBe('?min=1&max=9&sort=sales&page=1&limit=24');
    // What the API would refuse brings no data: the page asks, and shows the API's message.
    expect(head(await get(`/gigs?cat=${'x'.repeat(600)}`)).data).toEqual([]);
  });

  it('names a route search, a search of words and a container type in the head, with the URL of that view (decision 1804)', async () => {
    const route = head(await get('/gigs?sort=popular&search=China%20to%20Ghana&min=5&max=90&page=2&utm_source=x'));
    const routeTitle = 'Gigs from China to Ghana · SpaceShare';
    const routeDescription =
      'Travellers with spare luggage space from China to Ghana, priced per kg. Compare prices, chat with couriers and book on SpaceShare.';
    expect(route.titles).toEqual([routeTitle]);
    expect(route.description).toBe(routeDescription);
    expect([route.og('title'), route.twitter('title')]).toEqual([routeTitle, routeTitle]);
    expect([route.og('description'), route.twitter('description')]).toEqual([routeDescription, routeDescription]);
    // Only what decides the listings, in one order: page, sort, budget and trackers stay out.
    expect(route.canonical).toBe(`${PUBLIC_URL}/gigs?search=China+to+Ghana`);
    expect(route.og('url')).toBe(route.canonical);
    expect(route.robots).toBeUndefined();
    expect(route.og('image')).toBe(`${PUBLIC_URL}${DEFAULT_IMAGES.luggage}`);
    expect(head(await get('/gigs?search=Guangzhou%20%E2%86%92%20Accra')).title).toBe('Gigs from Guangzhou to Accra · SpaceShare');
    expect(head(await get('/gigs?search=to%20Kenya')).title).toBe('Gigs to Kenya · SpaceShare');

    const words = head(await get('/gigs?cat=luggage-transport&search=electronics'));
    expect(words.title).toBe('Gigs matching “electronics” · SpaceShare');
    expect(words.description).toBe(
      'Travellers with spare luggage space matching “electronics”, priced per kg. Compare prices, chat with couriers and book on SpaceShare.',
    );
    expect(words.canonical).toBe(`${PUBLIC_URL}/gigs?search=electronics&cat=luggage-transport`);

    const type = head(await get('/containers?sort=price&containerType=40ft&page=2'));
    expect(type.title).toBe('40ft containers · SpaceShare');
    expect(type.og('title')).toBe(type.title);
    expect(type.description).toBe(
      'Shared 40ft shipping containers with spare cargo space, priced per CBM. Compare prices, chat with container owners and book on SpaceShare.',
    );
    expect(type.canonical).toBe(`${PUBLIC_URL}/containers?containerType=40ft`);
    expect(type.og('url')).toBe(type.canonical);
    expect(type.og('image')).toBe(`${PUBLIC_URL}${DEFAULT_IMAGES.container}`);
    // The containers page searches places since decision 2205 (it had no search box before).
    const searched = head(await get('/containers?search=Shenzhen&sort=price'));
    expect(searched.title).toBe('Containers matching “Shenzhen” · SpaceShare');
    expect(searched.canonical).toBe(`${PUBLIC_URL}/containers?search=Shenzhen`);
  });

  it('names the places as the list searched them: typos corrected, one place either way (x-search-understood)', async () => {
    const seller = await createSeller(t.db);
    await createGig(t.db, seller.id, { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' });
    await createContainer(t.db, seller.id, { locationCountry: 'China', locationCity: 'Yiwu' });
    expect(head(await get('/gigs?search=china%20to%20ghna')).title).toBe('Gigs from China to Ghana · SpaceShare');
    expect(head(await get('/gigs?search=Ivory%20Coast')).title).toBe("Gigs to or from Côte d'Ivoire · SpaceShare");
    expect(head(await get('/containers?search=yiwuu')).title).toBe('Containers matching “Yiwu” · SpaceShare');
  });

  it('escapes and bounds the search it names', async () => {
    const hostile = `"><script>alert(1)</script><meta x='y' & "`;
    const res = await get(`/gigs?search=${encodeURIComponent(hostile)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain("<meta x='y'");
    const h = head(res);
    // One of each tag, each attribute closed where it should be: the regexes stop at the first quote.
    const shown = `><script>alert(1)</script><meta x='y' &`;
    expect(h.titles).toEqual([`Gigs matching “${shown}” · SpaceShare`]);
    expect(h.og('title')).toBe(h.title);
    expect(h.twitter('description')).toContain(`matching “${shown}”`);
    expect(h.canonical).toBe(`${PUBLIC_URL}/gigs?${new URLSearchParams({ search: hostile.trim() })}`);
    expect(h.og('url')).toBe(h.canonical);
    for (const block of h.data) expect(block).not.toMatch(/[<>]/);

    const long = await get(`/gigs?search=${'a'.repeat(5000)}`);
    expect(long.statusCode).toBe(200);
    const l = head(long);
    expect(l.title).toBe(`Gigs matching “${'a'.repeat(60)}...” · SpaceShare`);
    expect(l.canonical).toBe(`${PUBLIC_URL}/gigs?search=${'a'.repeat(200)}`);
    expect(l.description!.length).toBeLessThan(200);
  });

  it('falls back to the generic head for a query the list refuses, never an error', async () => {
    // (A page past the last one is read as the last since c0cfb30, so it is no longer refused.)
    for (const [url, path] of [
      [`/gigs?search=Accra&cat=${'x'.repeat(600)}`, '/gigs'],
      ['/containers?containerType=10ft', '/containers'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const h = head(res);
      expect(h.title, url).toBe(documentTitle(PAGE_META[path].title));
      expect(h.description, url).toBe(PAGE_META[path].description);
      expect(h.canonical, url).toBe(`${PUBLIC_URL}${path}`);
      expect(h.og('url'), url).toBe(`${PUBLIC_URL}${path}`);
    }
    // Broken escapes are read as browsers read them, and named like any other search.
    const odd = await get('/gigs?search=%E0%A4%A&cat=%');
    expect(odd.statusCode).toBe(200);
    expect(head(odd).title).toBe('Gigs matching “\uFFFD%A” · SpaceShare');
  });

  it('uses default preview pictures that exist in the web app', () => {
    for (const image of Object.values(DEFAULT_IMAGES)) expect(existsSync(path.join(webPublic, image)), image).toBe(true);
  });

  it("describes a gig: route, price per kg, space, picture, JSON-LD, and the API's JSON as its data", async () => {
    const seller = await createSeller(t.db);
    const gig = await createGig(t.db, seller.id, {
      title: 'Guangzhou to Accra with spare luggage',
      departureCity: 'Guangzhou',
      departureCountry: 'China',
      destinationCity: 'Accra',
      destinationCountry: 'Ghana',
      availableSpace: 12.5,
      priceRMB: 80,
      cover: '/api/uploads/abc123',
    });
    const res = await get(`/gig/${gig.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res);
    expect(h.title).toBe('Guangzhou → Accra: Guangzhou to Accra with spare luggage · SpaceShare');
    expect(h.description).toMatch(/^Guangzhou, China → Accra, Ghana: 12\.5 kg of luggage space at ¥80 per kg\. /);
    expect(h.canonical).toBe(`${PUBLIC_URL}/gig/${gig.id}`);
    expect(h.og('type')).toBe('product');
    expect(h.og('image')).toBe(`${PUBLIC_URL}/api/uploads/abc123`);
    expect(h.twitter('image')).toBe(`${PUBLIC_URL}/api/uploads/abc123`);
    expect(h.twitter('description')).toBe(h.description);

    expect(h.jsonLd).toHaveLength(1);
    const ld = JSON.parse(h.jsonLd[0]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: gig.title,
      sku: gig.id,
      url: `${PUBLIC_URL}/gig/${gig.id}`,
      offers: {
        '@type': 'Offer',
        price: 80,
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        priceSpecification: { unitCode: 'KGM' },
        eligibleQuantity: { value: 12.5, unitCode: 'KGM' },
        seller: { '@type': 'Person', url: `${PUBLIC_URL}/profile/${seller.id}` },
      },
    });

    expect(h.data).toHaveLength(1);
    const api = await get(`/api/gigs/single/${gig.id}`);
    expect(JSON.parse(h.data[0]!)).toEqual({ page: '/gig/:id', id: gig.id, data: api.json(), at: expect.any(String) });
  });

  it('describes a container: location, price per CBM, space and the default picture', async () => {
    const seller = await createSeller(t.db);
    const container = await createContainer(t.db, seller.id, {
      title: 'Shared 40ft container from Yiwu',
      containerType: '40ft',
      locationCity: 'Yiwu',
      locationCountry: 'China',
      availableSpaceCBM: 7,
      priceRMB: 1500,
    });
    const res = await get(`/container/${container.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res);
    expect(h.title).toBe('Yiwu · 40ft container: Shared 40ft container from Yiwu · SpaceShare');
    expect(h.description).toMatch(/^7 CBM of space in a 40ft container from Yiwu, China at ¥1,500 per CBM/);
    expect(h.og('image')).toBe(`${PUBLIC_URL}${DEFAULT_IMAGES.container}`);
    const ld = JSON.parse(h.jsonLd[0]!);
    expect(ld.offers).toMatchObject({ price: 1500, priceCurrency: 'CNY', eligibleQuantity: { value: 7, unitCode: 'MTQ' } });
    const api = await get(`/api/containers/single/${container.id}`);
    expect(JSON.parse(h.data[0]!).data).toEqual(api.json());
  });

  it('says when a listing no longer takes bookings', async () => {
    const seller = await createSeller(t.db);
    const expired = await createGig(t.db, seller.id, { createdAt: new Date(Date.now() - 40 * 86_400_000), expirationDays: 30 });
    const full = await createGig(t.db, seller.id, { availableSpace: 0 });
    const availability = async (id: string) => JSON.parse(head(await get(`/gig/${id}`)).jsonLd[0]!).offers.availability;
    expect(await availability(expired.id)).toBe('https://schema.org/Discontinued');
    expect(await availability(full.id)).toBe('https://schema.org/SoldOut');
  });

  it('escapes what sellers write: a title cannot close the title or a script', async () => {
    const seller = await createSeller(t.db);
    const title = '</title><script>alert(1)</script> "quoted" & \'single\'';
    const about = 'Ends the data block early? </script><!-- <script>alert(2)</script> \u2028 and more text to be long enough.';
    const gig = await createGig(t.db, seller.id, { title, about });
    const res = await get(`/gig/${gig.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('</title><script>');
    const h = head(res);
    expect(h.titles).toHaveLength(1);
    expect(h.title).toContain(title);
    expect(h.og('title')).toContain(title);
    for (const block of [...h.jsonLd, ...h.data]) {
      expect(block).not.toMatch(/[<>]/);
      expect(block).toContain('\\u003c/script\\u003e');
    }
    expect(JSON.parse(h.jsonLd[0]!).name).toBe(title);
    expect(JSON.parse(h.data[0]!).data).toMatchObject({ title, about });
  });

  it("describes a public profile and brings the public profile's JSON, nothing private", async () => {
    const user = await createSeller(t.db, { email: 'secret-mail@example.com', phone: '+233555000111', desc: 'Flying to Accra every month.' });
    const res = await get(`/profile/${user.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res);
    expect(h.title).toBe(`${user.username} on SpaceShare`);
    expect(h.description).toContain('Flying to Accra every month.');
    expect(h.og('type')).toBe('profile');
    expect(h.og('image')).toBe(`${PUBLIC_URL}${DEFAULT_IMAGES.avatar}`);
    expect(h.jsonLd).toEqual([]);
    const api = await get(`/api/users/public/${user.id}`);
    expect(JSON.parse(h.data[0]!)).toMatchObject({ page: '/profile/:userId', id: user.id, data: api.json() });
    expect(res.body).not.toContain('secret-mail');
    expect(res.body).not.toContain('+233555000111');
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
  });

  it('answers 404 with the app and a not-found head for missing, deleted and hidden listings, suspended profiles and unknown paths', async () => {
    const seller = await createSeller(t.db);
    const deleted = await createGig(t.db, seller.id, { deletedAt: new Date() });
    const hidden = await createContainer(t.db, seller.id, { deletedAt: new Date(), hiddenBy: 'admin' });
    const suspended = await createUser(t.db, { suspendedAt: new Date() });
    for (const url of [
      '/gig/000000000000000000000000',
      `/gig/${deleted.id}`,
      `/container/${hidden.id}`,
      '/container/nope',
      `/profile/${suspended.id}`,
      '/profile/000000000000000000000000',
      `/gig/${'a'.repeat(200)}`,
      '/gig/%E2%80%A8',
      '/gig/abc/more',
      '/no/such/page',
      '/gigz',
      '/assets/missing-123.js',
      '/index.htm',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const h = head(res);
      expect(h.title, url).toBe(documentTitle(NOT_FOUND_META.title));
      expect(h.robots, url).toBe('noindex');
      expect(h.canonical, url).toBeUndefined();
      expect(h.data, url).toEqual([]);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("answers 200 for every other path of the app's router, not for search engines", async () => {
    for (const url of ['/messages', '/message/abc', '/orders', '/MyGigs', '/mygigs', '/myContainers', '/settings', '/profile', '/add', '/reset-password?token=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const h = head(res);
      expect(h.title, url).toBe('SpaceShare');
      expect(h.robots, url).toBe('noindex');
    }
    // As React Router matches: any case, trailing slashes, a query string.
    for (const url of ['/About', '/gigs/', '/gigs?search=China%20to%20Ghana&page=2', '/CONTAINERS']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(head(res).robots, url).toBeUndefined();
    }
    // Paging and sorting show the same listings: one canonical URL (decision 1804).
    expect(head(await get('/gigs?page=2&sort=popular')).canonical).toBe(`${PUBLIC_URL}/gigs`);
    expect((await t.app.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('answers odd paths without a server error', async () => {
    for (const url of ['/gig/%00', '/gig/%E0%A4%A', '/profile/%ED%A0%80', '/container/%F0%9F', '/sitemaps/%00.xml', `/gig/${'%20'.repeat(100)}`, '/%2e%2e/etc/passwd', '//gigs']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('keeps the API a JSON 404 and other methods on pages too', async () => {
    for (const [method, url] of [['GET', '/api/gigz'], ['GET', '/api'], ['POST', '/about'], ['DELETE', '/gigs']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
  });

  it('never sends the unfilled template: /index.html goes to the home page', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/index.html', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/');
    }
    expect((await get('/index.html.br')).statusCode).toBe(404);
  });

  it('sends every HTML answer with no-cache, compressed or not, and hashed assets as immutable', async () => {
    for (const url of ['/', '/gigs', '/gig/000000000000000000000000', '/nope']) {
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('compression', () => {
  let t: TestApp;
  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  beforeAll(async () => {
    // With the listing micro-cache on: its replayed answers must be compressed as well.
    t = await createTestApp({ webDist: webDist(), publicUrl: PUBLIC_URL, responseCacheTtlMs: 60_000 });
    const seller = await createSeller(t.db);
    for (let i = 0; i < 4; i++) await createGig(t.db, seller.id);
  });
  afterAll(() => t.close());

  it('compresses API answers over 1 KB: br when accepted, else gzip, else none', async () => {
    const plain = await get('/api/gigs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/gigs', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers['x-total-count']).toBe('4');

    const gzip = await get('/api/gigs', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under 1 KB alone', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses the micro-cache replays too', async () => {
    const seller = await createSeller(t.db);
    const gig = await createGig(t.db, seller.id, { about: 'A long description. '.repeat(80) });
    const url = `/api/gigs/single/${gig.id}`;
    const miss = await get(url, 'br');
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await get(url, 'br');
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const res of [miss, hit]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())._id).toBe(gig.id);
    }
    const plainHit = await get(url);
    expect(plainHit.headers['x-cache']).toBe('HIT');
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    expect(plainHit.json()._id).toBe(gig.id);
  });

  it('names the web build it serves on every API answer, cached, failed or not, and on no page (decision 2510)', async () => {
    const seller = await createSeller(t.db);
    const gig = await createGig(t.db, seller.id);
    const url = `/api/gigs/single/${gig.id}`;
    const answers = [await get(url), await get(url), await get('/api/health'), await get('/api/gigs/single/0'), await get('/api/auth/sessions')];
    expect(answers.map((res) => res.headers['x-cache'])).toEqual(['MISS', 'HIT', undefined, undefined, undefined]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 404, 401]);
    for (const res of answers) expect(res.headers[APP_BUILD_HEADER]).toBe('/assets/index-abc123.js');
    expect((await get('/about')).headers[APP_BUILD_HEADER]).toBeUndefined();
  });

  it('compresses the filled pages', async () => {
    const res = await get('/about', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>About SpaceShare</title>');
  });
});

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  const PER_FILE = 12;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  beforeAll(async () => {
    // No web build needed; a small file size so that the index shows with a few listings.
    t = await createTestApp({ publicUrl: PUBLIC_URL, sitemapUrlsPerFile: PER_FILE });
  });
  afterAll(() => t.close());

  it('serves a robots.txt that keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    for (const line of ['User-agent: *', 'Disallow: /api/', 'Allow: /api/uploads/', 'Disallow: /messages', 'Disallow: /admin', 'Disallow: /profile$']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toMatch(/Disallow: \/(gig|container|gigs|containers)\b/);
  });

  it('lists the public pages and the open listings, with when they last changed; an index of files past the limit', async () => {
    const seller = await createSeller(t.db);
    const open = await createGig(t.db, seller.id);
    const container = await createContainer(t.db, seller.id);
    const closed = [
      await createGig(t.db, seller.id, { deletedAt: new Date() }),
      await createGig(t.db, seller.id, { isCompleted: true }),
      await createGig(t.db, seller.id, { createdAt: new Date(Date.now() - 40 * 86_400_000), expirationDays: 30 }),
    ];

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([...Object.keys(PAGE_META).map((p) => `${PUBLIC_URL}${p}`), `${PUBLIC_URL}/gig/${open.id}`, `${PUBLIC_URL}/container/${container.id}`]),
    );
    expect(urls).toHaveLength(Object.keys(PAGE_META).length + 2);
    for (const gone of closed) expect(res.body).not.toContain(gone.id);
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/gig/${open.id}</loc><lastmod>${open.updatedAt.toISOString()}</lastmod></url>`);

    // Past PER_FILE URLs: an index of numbered files, each within the limit, together every URL once.
    const more = [];
    for (let i = 0; i < PER_FILE + 3; i++) more.push(await createGig(t.db, seller.id));
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files).toEqual([
      `${PUBLIC_URL}/sitemaps/pages-1.xml`,
      `${PUBLIC_URL}/sitemaps/gigs-1.xml`,
      `${PUBLIC_URL}/sitemaps/gigs-2.xml`,
      `${PUBLIC_URL}/sitemaps/containers-1.xml`,
    ]);
    const all: string[] = [];
    for (const file of files) {
      const part = await get(file.slice(PUBLIC_URL.length));
      expect(part.statusCode, file).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      const inFile = locs(part.body);
      expect(inFile.length, file).toBeLessThanOrEqual(PER_FILE);
      all.push(...inFile);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(Object.keys(PAGE_META).length + 2 + more.length);
    for (const gig of [open, ...more]) expect(all).toContain(`${PUBLIC_URL}/gig/${gig.id}`);
  });

  it('answers 404 for sitemap files that do not exist', async () => {
    for (const url of ['/sitemaps/gigs-9.xml', '/sitemaps/pages-2.xml', '/sitemaps/users-1.xml', '/sitemaps/gigs-0.xml', '/sitemaps/gigs-99999999999999999999.xml', '/sitemaps/gigs.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
