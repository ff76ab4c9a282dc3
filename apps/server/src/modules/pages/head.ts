import { documentTitle, SITE_NAME, type PageMeta } from '@spaceshare/shared/pages';
import { escapeHtml, scriptJson } from './shell.js';

/** What a page tells browsers, crawlers and link previews about itself. */
export interface PageHead extends PageMeta {
  /** The canonical absolute URL; absent on a not-found answer, which has none. */
  url?: string;
  type: 'website' | 'product' | 'profile';
  /** Absolute URL of the preview picture. */
  image: string;
  imageAlt: string;
  /** False for pages that are nobody's search result: signed-in areas, forms, not found. */
  indexable: boolean;
  /** schema.org data (listings). */
  jsonLd?: object;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head tags of a page, every value escaped. */
export function headTags(head: PageHead): string {
  const title = documentTitle(head.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.indexable ? '' : meta('name', 'robots', 'noindex'),
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    head.url ? meta('property', 'og:url', head.url) : '',
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
