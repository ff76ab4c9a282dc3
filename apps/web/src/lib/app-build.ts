import { APP_BUILD_HEADER, needsNewBuild } from '@spaceshare/shared/rules/app-build';
import { readStoredJson, writeStoredJson } from './stored-json';

// A tab opened before a deploy runs the old build: the API names the build it serves on every answer
// (decision 2510), and the tab loads its next page in full once they differ.

/** The served build this tab last reloaded for (per tab: another tab reloads for itself). */
const RELOADED_KEY = 'spaceshare:reloaded-for-build';

/** The entry script of the code this tab runs ('/assets/index-abc123.js'); null in development. */
let running: string | null = null;
/** The entry script the server last said it serves. */
let served: string | null = null;

/** Called once by the entry module with its own URL (`import.meta.url`), in built code only. */
export function setRunningBuild(entryUrl: string): void {
  running = new URL(entryUrl).pathname;
}

/** Reads the build an API answer names. */
export function noteServedBuild(headers: Headers): void {
  served = headers.get(APP_BUILD_HEADER) ?? served;
}

/**
 * After a navigation to another page: loads that page again from the server when the server serves
 * a newer build, once per build. True when the reload was started. Nothing happens when the mark
 * cannot be kept (storage disabled): every page would reload otherwise.
 */
export function reloadForNewBuild(): boolean {
  const reloadedFor = readStoredJson('sessionStorage', RELOADED_KEY);
  if (!needsNewBuild(running, served, typeof reloadedFor === 'string' ? reloadedFor : null)) return false;
  if (!writeStoredJson('sessionStorage', RELOADED_KEY, served)) return false;
  window.location.reload();
  return true;
}
