import { useEffect } from 'react';
import { DEFAULT_META, documentTitle, NOT_FOUND_META, PAGE_META, type PageMeta, type PublicPath } from '@spaceshare/shared/pages';
import { ApiError } from './api-client';

/**
 * Sets the document title and meta description for a page, in the words the server writes into the
 * page's first HTML (`@spaceshare/shared/pages`). Without a description the site's own is shown, so
 * a page never keeps the previous page's.
 */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
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
