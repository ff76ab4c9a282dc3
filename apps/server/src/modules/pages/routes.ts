import type { FastifyPluginAsync } from 'fastify';
import { INITIAL_DATA_ID } from '@spaceshare/shared/pages';
import { headTags } from './head.js';
import { resolvePage } from './service.js';
import { loadShell, scriptJson } from './shell.js';
import { isSitemapSection, sitemap, sitemapFile } from './sitemap.js';

// The site as crawlers and link previews see it (issue 13, docs/decisions/1301): robots.txt, the
// sitemap, and every page of the web app as its built index.html filled with the page's head and
// data, with the status the page deserves (404 for an unknown path or a missing listing).

const CRAWL_CACHE = 'public, max-age=3600';

/** Private areas and the API are nobody's search result; listing pictures stay fetchable for previews. */
function robotsTxt(publicUrl: string): string {
  return [
    '# SpaceShare: public pages and listings are open to crawlers; signed-in areas and the API are not.',
    'User-agent: *',
    'Allow: /',
    'Allow: /api/uploads/',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /messages',
    'Disallow: /message/',
    'Disallow: /orders',
    'Disallow: /requests',
    'Disallow: /notifications',
    'Disallow: /settings',
    // /add also covers /add-container.
    'Disallow: /add',
    'Disallow: /MyGigs',
    'Disallow: /mygigs',
    'Disallow: /myContainers',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    'Disallow: /confirm-email',
    // Your own profile; people's profiles (/profile/{id}) stay open.
    'Disallow: /profile$',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The highest numbered sitemap file anyone may ask for (50,000 files of 50,000 URLs). */
const MAX_SITEMAP_FILE = 50_000;

/** robots.txt and the sitemap; they need no web build. */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl, sitemapUrlsPerFile } = app.config;
  const robots = robotsTxt(publicUrl);
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) => reply.header('cache-control', CRAWL_CACHE).type('text/plain; charset=utf-8').send(robots));

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply.header('cache-control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(await sitemap(app.db, publicUrl, sitemapUrlsPerFile)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const match = /^([a-z]+)-([1-9][0-9]{0,4})\.xml$/.exec(request.params.file);
    const section = match?.[1] ?? '';
    const n = Number(match?.[2]);
    const body =
      isSitemapSection(section) && n <= MAX_SITEMAP_FILE ? await sitemapFile(app.db, publicUrl, sitemapUrlsPerFile, section, n) : null;
    if (body === null) return reply.callNotFound();
    return reply.header('cache-control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(body);
  });
};

/** Every other GET that is not a file of the build nor under /api: a page of the web app. */
export function pageRoutes(indexHtml: string): FastifyPluginAsync {
  return async (app) => {
    const shell = loadShell(indexHtml);
    const { publicUrl } = app.config;

    // The template itself never goes out: it would carry no page's head.
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => reply.redirect('/', 301));

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split(/\?(.*)/s, 2);
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const page = await resolvePage(app.db, publicUrl, pathname, search);
      const data = page.data ? `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptJson(page.data)}</script>` : '';
      // Every HTML answer is revalidated, so a deploy's new script names are picked up at once.
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell.render(headTags(page.head), data));
    });
  };
}
