import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
// The two strings themselves, not MESSAGES: this file is in every first load, and MESSAGES would
// bring every string any page reads into it (issue 13).
import { needSeller, needSellerMode } from '@spaceshare/shared/messages/seller-access';
import { useCurrentUser } from '@/lib/current-user';

// Layout routes of the router: a guarded page renders only once its guard lets it through.

/** Sends visitors to /login, remembering where they wanted to go. */
export function RequireAuth() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
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
