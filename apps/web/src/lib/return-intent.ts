import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What a visitor was doing when sent to sign in, to finish once back: 'make-offer' is the Make
 * Offer click, 'watch-route' the route alert's, 'chat-now' a listing's Chat Now, 'contact' a
 * Contact Me or a profile's Contact (two intents, so a listing page with both opens one chat) and
 * 'request-space' a listing's Request space, whose form opens once back (decision 2411).
 * Router state only: a link from another site cannot carry it, so no link makes anyone act
 * (decision 1402).
 */
const INTENTS = ['make-offer', 'watch-route', 'chat-now', 'contact', 'request-space'] as const;
export type ReturnIntent = (typeof INTENTS)[number];

export function useReturnIntent(): ReturnIntent | undefined {
  const state = useLocation().state as { intent?: unknown } | null;
  return INTENTS.find((intent) => intent === state?.intent);
}

/**
 * An action a visitor must sign in for, finished once back. Returns what the visitor's click does:
 * go to sign in carrying `intent`. Back on this page with it, `finish` runs once, when `ready` (signed
 * in, and what it decides on loaded), and the intent is dropped so a reload does not run it again.
 */
export function useSignInFor(intent: ReturnIntent, ready: boolean, finish: () => void): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const back = useReturnIntent() === intent;
  const finishOnce = useEffectEvent(() => {
    navigate(here, { replace: true, state: null });
    finish();
  });
  useEffect(() => {
    if (back && ready) finishOnce();
  }, [back, ready]);
  return () => navigate('/login', { state: { from: here, intent } });
}
