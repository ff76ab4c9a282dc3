import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// A page's code is its own chunk (router.tsx). React keeps the answer of a lazy() for good, a failed
// download included, so a page asked for offline would stay broken until a full reload: each page
// here can be asked for again (docs/decisions/1803).

type PageModule = { default: ComponentType };
type Entry = { load: () => Promise<PageModule>; Page: LazyExoticComponent<ComponentType> };

/**
 * How each browser (and Vite's preloading of a chunk's CSS) words a chunk that could not be
 * downloaded: Chrome, Firefox, Safari, Vite.
 */
const CHUNK_ERROR = /dynamically imported module|Failed to fetch|Importing a module script failed|Unable to preload CSS/i;

/** A page's code (or its stylesheet) that could not be downloaded, rather than a page that broke. */
export function isChunkError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Pages whose last download failed. */
const failed = new Set<Entry>();
/**
 * Stylesheets Vite could not preload. It asks for each stylesheet once per page load, so the failed
 * <link> would stay and the page, once its code arrives, would show without its styles.
 */
const failedStyles = new Set<string>();
let restyling: Promise<void> | undefined;

function stylesheetIn(error: unknown): string | undefined {
  return error instanceof Error ? /Unable to preload CSS for (\S+)/.exec(error.message)?.[1] : undefined;
}

/** Asks again for the stylesheets that failed; rejects, as Vite does, when one fails again. */
function restoreStyles(): Promise<void> {
  restyling ??= Promise.all(
    [...failedStyles].map((href) => {
      const old = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href);
      if (!old) {
        failedStyles.delete(href);
        return undefined;
      }
      const link = old.cloneNode() as HTMLLinkElement;
      return new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => {
          old.remove();
          failedStyles.delete(href);
          resolve();
        });
        link.addEventListener('error', () => {
          link.remove();
          reject(new Error(`Unable to preload CSS for ${href}`));
        });
        old.after(link);
      });
    }),
  ).then(
    () => (restyling = undefined),
    (error: unknown) => {
      restyling = undefined;
      throw error;
    },
  );
  return restyling;
}

function download(entry: Entry): Promise<PageModule> {
  return restoreStyles()
    .then(entry.load)
    .then(
      (module) => {
        failed.delete(entry);
        return module;
      },
      (error: unknown) => {
        failed.add(entry);
        const href = stylesheetIn(error);
        if (href) failedStyles.add(href);
        throw error;
      },
    );
}

/** A page of the router whose code is downloaded when it is first drawn, and again after a failure. */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const entry: Entry = { load, Page: lazy(() => download(entry)) };
  return function LazyPage() {
    const { Page } = entry;
    return <Page />;
  };
}

/**
 * Forgets the failed downloads: each such page is asked for again the next time it is drawn. For
 * a navigation away from the error; never while drawing a page that just failed, which would ask
 * again in a loop while offline.
 */
export function forgetFailedPages(): void {
  for (const entry of failed) entry.Page = lazy(() => download(entry));
}

/**
 * Downloads the failed pages again, before they are drawn (so the error stays until they are
 * here): 'done' when all arrived, 'failed' when one failed again, 'none' when no page of the router
 * failed (a part loaded inside a page did: only a reload asks for it again).
 */
export async function retryFailedPages(): Promise<'done' | 'failed' | 'none'> {
  if (failed.size === 0) return 'none';
  const downloads = [...failed].map((entry) => {
    const module = download(entry);
    entry.Page = lazy(() => module);
    return module;
  });
  const results = await Promise.allSettled(downloads);
  return results.every((result) => result.status === 'fulfilled') ? 'done' : 'failed';
}

/**
 * Whether the chunk named in `error` is gone from the server (a deploy replaced it: 404), as opposed
 * to out of reach (offline). Only a reload, with the new deploy's file names, gets such a page.
 */
export async function chunkIsGone(error: unknown): Promise<boolean> {
  const url = error instanceof Error ? /(?:https?:\/\/|\/)\S+\.(?:js|css)\b/.exec(error.message)?.[0] : undefined;
  if (!url) return false;
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return res.status === 404;
  } catch {
    return false;
  }
}
