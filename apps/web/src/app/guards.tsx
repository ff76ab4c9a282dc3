import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
// The two strings themselves, not MESSAGES: this file is in every first load, and MESSAGES would
// bring every string any page reads into it (issue 13).
import { needSeller, needSellerMode } from '@spaceshare/shared/messages/seller-access';
import { useCurrentUser } from '@/lib/current-user';
import { useReturnPath } from '@/features/auth/return-path';

// Layout routes of the router: a guarded page renders only once its guard lets it through.

/** Sends visitors to /login, remembering where they wanted to go. */
export function RequireAuth() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * /login and /register: someone who arrives signed in (a bookmark, the menu of another tab, Back after
 * signing up from a listing) goes on to where the page would have returned them, the URL's return path
 * or home, in place of this entry so that Back does not come here again. The intent the entry
 * carries (Chat Now, Make Offer) was done when they signed in and is not done twice. Signing in on
 * the page is not an arrival: its form goes on with the intent (decision 2314).
 */
export function SignedInGoesOn() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const returnTo = useReturnPath();
  // Read per entry, as it is arrived at (React's "state from the previous render" pattern).
  const [arrival, setArrival] = useState({ key: location.key, signedIn: !!user });
  if (arrival.key !== location.key) setArrival({ key: location.key, signedIn: !!user });
  const signedInOnArrival = arrival.key === location.key ? arrival.signedIn : !!user;
  if (signedInOnArrival && user) return <Navigate to={returnTo} replace />;
  return <Outlet />;
}

/**
 * Add and edit pages (spec §6): a non-seller is told to become one and sent to /become-seller; a seller
 * out of seller mode is told to switch and sent home. `silent` (the owner's tables) sends them
 * home without a word.
 */
export function RequireSellerMode({ silent = false }: { silent?: boolean }) {
  const { user, isSellerMode } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const warned = useRef(false);
  const allowed = !!user && isSellerMode;
  useEffect(() => {
    if (allowed || warned.current) return;
    warned.current = true;
    if (!user) {
      navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
    } else if (silent) {
      navigate('/', { replace: true });
    } else if (!user.isSeller) {
      window.alert(needSeller);
      navigate('/become-seller', { replace: true });
    } else {
      window.alert(needSellerMode);
      navigate('/', { replace: true });
    }
  }, [allowed, user, silent, navigate, location.pathname, location.search]);
  return allowed ? <Outlet /> : null;
}
