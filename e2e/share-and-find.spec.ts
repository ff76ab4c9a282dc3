import type { APIResponse } from '@playwright/test';
import { expect, postContainer, postGig, test } from './fixtures';
import { appPort } from './ports';

// Issue 13, shareable and findable: what a chat app's link preview or a crawler that runs no script
// reads in the first HTML (read here with request.get, no JavaScript), the statuses, and a gig page
// drawn in the browser from the data sent with its HTML, without asking the API for it.

const SITE = `http://127.0.0.1:${appPort}`;

/** The head of a raw HTML answer, as a link preview reads it. */
async function rawHead(res: APIResponse) {
  const html = await res.text();
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  return {
    html,
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd: JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null,
  };
}

test('a shared gig and container link carry their title, route, price, space, picture and JSON-LD in the raw HTML', async ({ sellerPage, request }) => {
  const gigTitle = 'Guangzhou to Accra </title><script>alert(1)</script>';
  const gigId = await postGig(sellerPage, {
    title: gigTitle,
    departureCity: 'Guangzhou',
    destinationCity: 'Accra',
    destinationCountry: 'Ghana',
    availableSpace: 18,
    priceRMB: 75,
  });
  const gig = await request.get(`/gig/${gigId}`);
  expect(gig.status()).toBe(200);
  expect(gig.headers()['cache-control']).toBe('no-cache');
  const g = await rawHead(gig);
  expect(g.html).not.toContain('<script>alert(1)');
  expect(g.title).toBe(`Guangzhou → Accra: ${gigTitle} · SpaceShare`);
  expect(g.meta('description')).toContain('Guangzhou, China → Accra, Ghana: 18 kg of luggage space at ¥75 per kg.');
  expect(g.canonical).toBe(`${SITE}/gig/${gigId}`);
  expect(g.meta('og:url')).toBe(`${SITE}/gig/${gigId}`);
  expect(g.meta('og:title')).toBe(g.title);
  expect(g.meta('og:description')).toBe(g.meta('description'));
  expect(g.meta('og:type')).toBe('product');
  expect(g.meta('og:site_name')).toBe('SpaceShare');
  expect(g.meta('twitter:card')).toBe('summary_large_image');
  const image = g.meta('og:image')!;
  expect(image).toBe(`${SITE}/img/og-luggage.png`);
  // The preview picture is really there, as a PNG a chat app can show.
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(g.jsonLd).toMatchObject({
    '@type': 'Product',
    name: gigTitle,
    offers: { price: 75, priceCurrency: 'CNY', availability: 'https://schema.org/InStock' },
  });

  const containerId = await postContainer(sellerPage, { locationCity: 'Yiwu', containerType: '40ft', availableSpaceCBM: 6.5, priceRMB: 1200 });
  const container = await request.get(`/container/${containerId}`);
  expect(container.status()).toBe(200);
  const c = await rawHead(container);
  expect(c.title).toMatch(/^Yiwu · 40ft container: .+ · SpaceShare$/);
  expect(c.meta('og:description')).toContain('6.5 CBM of space in a 40ft container from Yiwu, China at ¥1,200 per CBM');
  expect(c.meta('og:image')).toBe(`${SITE}/img/og-container.png`);
  expect(c.canonical).toBe(`${SITE}/container/${containerId}`);
  expect(c.jsonLd).toMatchObject({ offers: { price: 1200, priceCurrency: 'CNY', eligibleQuantity: { value: 6.5, unitCode: 'MTQ' } } });
});

test('statuses: 404 for unknown pages and missing listings, 200 for the app\'s pages; robots.txt and the sitemap', async ({ request }) => {
  for (const url of ['/gig/000000000000000000000000', '/container/000000000000000000000000', '/profile/000000000000000000000000', '/no/such/page']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(res.headers()['content-type'], url).toContain('text/html');
    expect((await rawHead(res)).meta('robots'), url).toBe('noindex');
  }
  for (const url of ['/', '/gigs', '/containers', '/about', '/login', '/register', '/become-seller', '/privacy-policy', '/terms-of-service']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const head = await rawHead(res);
    expect(head.canonical, url).toBe(`${SITE}${url}`);
    expect(head.meta('og:title'), url).toBe(head.title);
  }
  expect((await request.get('/api/nope')).status()).toBe(404);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toMatch(new RegExp(`<loc>${SITE}/gig/[0-9a-f]{24}</loc><lastmod>`));
});

test('installable on a phone: the page links a manifest Chromium reads and finds installable, with icons it can fetch', async ({
  browser,
  launchOptions,
  request,
}) => {
  // A profile on disk: Chromium never offers to install from an incognito context, as test contexts are.
  const context = await browser.browserType().launchPersistentContext(test.info().outputPath('profile'), { ...launchOptions, baseURL: SITE });
  try {
    const page = await context.newPage();
    await page.goto('/gigs');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/);
    // Chromium's own reading of the manifest and its install checks (DevTools' Application panel).
    const cdp = await context.newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${SITE}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { start_url: string; icons: Array<{ src: string }> };
    expect(manifest.start_url).toBe('/');
    const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), touchIcon ?? 'missing apple-touch-icon']) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type'], src).toBe('image/png');
    }
  } finally {
    await context.close();
  }
});

test('a gig page draws from the data sent with its HTML, without asking the API for the gig', async ({ sellerPage, page }) => {
  const gigId = await postGig(sellerPage, { title: 'Shenzhen to Lagos, sealed parcels only' });
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/gigs/single/')) asked.push(req.url());
  });
  const res = await page.goto(`/gig/${gigId}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Shenzhen to Lagos, sealed parcels only' })).toBeVisible();
  await expect(page).toHaveTitle(/Shenzhen to Lagos, sealed parcels only · SpaceShare$/);
  expect(asked).toEqual([]);

  // The app's own not-found page, with a real 404.
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page missed its flight' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · SpaceShare');
});

test('Explore draws its first list from the data sent with its HTML, and asks the API when the filters change', async ({ sellerPage, page }) => {
  await postGig(sellerPage, { title: 'Ningbo to Dakar, documents and small parcels' });
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/gigs') asked.push(new URL(req.url()).search);
  });
  await page.goto('/gigs?sort=createdAt');
  await expect(page.getByRole('link', { name: /Ningbo to Dakar, documents and small parcels/ })).toBeVisible();
  expect(asked).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search gigs' }).fill('Dakar');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => asked).toEqual(['?search=Dakar&sort=createdAt&page=1&limit=24']);
});
