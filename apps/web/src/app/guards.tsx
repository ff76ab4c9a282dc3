import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { useCurrentUser } from '@/lib/current-user';

/** Sends visitors to /login, remembering where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/**
 * Add pages (spec §6): a non-seller is told to become one and sent to /become-seller; a seller
 * out of seller mode is told to switch and sent home.
 */
export function RequireSellerMode({ children, silent = false }: { children: ReactNode; silent?: boolean }) {
  const { user, isSellerMode } = useCurrentUser();
  const navigate = useNavigate();
  const warned = useRef(false);
  const allowed = !!user && isSellerMode;
  useEffect(() => {
    if (allowed || warned.current) return;
    warned.current = true;
    if (!user) {
      navigate('/login', { replace: true });
    } else if (silent) {
      navigate('/', { replace: true });
    } else if (!user.isSeller) {
      window.alert(MESSAGES.needSeller);
      navigate('/become-seller', { replace: true });
    } else {
      window.alert(MESSAGES.needSellerMode);
      navigate('/', { replace: true });
    }
  }, [allowed, user, silent, navigate]);
  return allowed ? <>{children}</> : null;
}
