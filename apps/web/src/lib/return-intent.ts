import { useLocation } from 'react-router';

/**
 * What a visitor was doing when sent to sign in, to finish once back: 'make-offer' is the Make
 * Offer click. Router state only: a link from another site cannot carry it, so no link makes anyone
 * act (decision 1402).
 */
export type ReturnIntent = 'make-offer';

export function useReturnIntent(): ReturnIntent | undefined {
  const state = useLocation().state as { intent?: unknown } | null;
  return state?.intent === 'make-offer' ? state.intent : undefined;
}
