// Which build of the web app a tab runs, against the one the server now serves (decision 2510).
// After a deploy, a tab opened before it keeps the old code: its calls meet an API that may have
// moved on, and its pages miss what was fixed. Every API answer names the build the server serves
// (the entry script of its index.html); a tab whose own entry script differs loads the next page it
// goes to in full, so it comes back on the new code without losing anything the user typed.

/** The response header that names the web build the server serves. */
export const APP_BUILD_HEADER = 'x-app-build';

/** The first module script of a built index.html ('/assets/index-abc123.js'); null when there is none. */
export function entryScriptOf(html: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\btype\s*=\s*["']?module\b/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) return src;
  }
  return null;
}

/**
 * Whether a tab should load its next page in full: the server serves another build than the tab's,
 * and the tab has not already reloaded for that build (a proxy that keeps an old index.html would
 * otherwise reload it on every page).
 */
export function needsNewBuild(running: string | null, served: string | null, reloadedFor: string | null): boolean {
  return !!running && !!served && served !== running && served !== reloadedFor;
}
