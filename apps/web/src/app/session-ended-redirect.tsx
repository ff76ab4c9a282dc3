import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionEnded } from '@/lib/session-ended';

/**
 * The server ended this tab's session (decision 2109): wherever the tab is, it goes to sign in, which
 * says why, and comes back here once signed in again (decision 0901). A guarded page's own redirect
 * may go first; both replace the entry, so Back does not return to a page that needs the session.
 */
export function SessionEndedRedirect() {
  const ended = useSessionEnded();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ended && pathname !== '/login') navigate('/login', { replace: true, state: { from: pathname + search } });
  }, [ended, pathname, search, navigate]);
  return null;
}
