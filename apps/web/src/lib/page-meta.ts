import { useEffect } from 'react';
import { DEFAULT_META, documentTitle, NOT_FOUND_META, PAGE_META, type PageMeta, type PublicPath } from '@spaceshare/shared/pages';
import { ApiError } from './api-client';

let pageTitle = '';
let unread = 0;

function writeTitle() {
  // Before any page set its title, the one the server wrote into the HTML.
  pageTitle ||= document.title;
  document.title = unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${pageTitle}` : pageTitle;
}

/** The page's own title, without the unread count: what a screen reader is told on navigation. */
export function currentPageTitle(): string {
  return pageTitle || document.title;
}

/**
 * What is unread for the signed-in person, at the front of the tab's title ("(3) My Orders ·
 * SpaceShare") and on the installed app's icon where the browser can badge it (decision 2106): a
 * message that arrives while the tab is in the background is seen from the tab strip. 0 clears both.
 */
export function showUnreadCount(count: number) {
  if (count === unread) return;
  unread = count;
  writeTitle();
  const badge = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  void (count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.())?.catch(() => {});
}

/**
 * Sets the document title and meta description for a page, in the words the server writes into the
 * page's first HTML (`@spaceshare/shared/pages`). Without a description the site's own is shown, so
 * a page never keeps the previous page's.
 */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    pageTitle = documentTitle(title);
    writeTitle();
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description ?? DEFAULT_META.description;
  }, [title, description]);
}

/** The title and description of a public page whose words do not depend on data. */
export function useStaticPageMeta(path: PublicPath) {
  usePageMeta(PAGE_META[path].title, PAGE_META[path].description);
}

/**
 * A page about one listing or person: its own words once loaded; 'Page not found' when the API says
 * there is no such thing (as the server's 404 page said); `pending` meanwhile.
 */
export function useDataPageMeta(meta: PageMeta | undefined, error: unknown, pending: string) {
  const missing = error instanceof ApiError && error.status === 404;
  const shown = meta ?? (missing ? NOT_FOUND_META : undefined);
  usePageMeta(shown?.title ?? pending, shown?.description);
}
