import { useLocation } from 'react-router';

/**
 * What a visitor was doing when sent to sign in, to finish once back: 'make-offer' is the Make
 * Offer click, 'watch-route' the route alert's. Router state only: a link from another site cannot carry it, so no link makes anyone
 * act (decision 1402).
 */
const INTENTS = ['make-offer', 'watch-route'] as const;
export type ReturnIntent = (typeof INTENTS)[number];

export function useReturnIntent(): ReturnIntent | undefined {
  const state = useLocation().state as { intent?: unknown } | null;
  return INTENTS.find((intent) => intent === state?.intent);
}
