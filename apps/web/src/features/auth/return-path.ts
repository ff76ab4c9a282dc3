import { useLocation } from 'react-router';
import { safeReturnPath } from '@spaceshare/shared/rules/return-path';
import { useReturnIntent } from '@/lib/return-intent';

/** What a link to /login or /register carries so that signing in comes back here. */
export function returnState(location: { pathname: string; search: string; hash?: string }) {
  const from = safeReturnPath(`${location.pathname}${location.search}${location.hash ?? ''}`);
  return from ? { from } : undefined;
}

/**
 * Where to go after signing in or registering: the page that sent the visitor here (router state
 * `from`, or `?next=` for a link that must survive a reload), if it is a path of this site; else '/'.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  const next = new URLSearchParams(location.search).get('next');
  return safeReturnPath(state?.from) ?? safeReturnPath(next) ?? '/';
}

/** The router state of the link between /login and /register: the return path and intent travel along. */
export function useReturnState() {
  const to = useReturnPath();
  const intent = useReturnIntent();
  return to === '/' ? undefined : { from: to, ...(intent ? { intent } : {}) };
}

/** The router state of the way back after signing in: the intent, if any. */
export function useBackState() {
  const intent = useReturnIntent();
  return intent ? { intent } : undefined;
}
