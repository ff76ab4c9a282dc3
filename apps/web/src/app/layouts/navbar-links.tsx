import { Suspense, type Ref } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { returnState } from '@/features/auth/return-path';
import { cx } from '@/lib/class-names';
import { setUserMode, useCurrentUser } from '@/lib/current-user';
import { PendingRequestsBadge, UnreadBadge } from './live-parts';
import styles from './navbar.module.css';

const navLink = ({ isActive }: { isActive: boolean }) => cx(styles.link, isActive && styles.active);

/** The main links; below the desktop breakpoint they fold behind the hamburger (`open`). */
export function NavbarLinks({ id, open, solid, ref }: { id: string; open: boolean; solid: boolean; ref?: Ref<HTMLElement> }) {
  const { user, isSellerMode } = useCurrentUser();
  const location = useLocation();
  return (
    <nav id={id} ref={ref} aria-label="Main" className={cx(styles.nav, open && styles.navOpen)}>
      <ul className={styles.links}>
        <li>
          <NavLink to="/gigs" className={navLink}>
            Explore Luggage
          </NavLink>
        </li>
        <li>
          <NavLink to="/containers" className={navLink}>
            Explore Containers
          </NavLink>
        </li>
        <li>
          <NavLink to="/about" className={navLink}>
            About
          </NavLink>
        </li>
        {user && (
          <>
            <li>
              <NavLink to="/orders" className={navLink}>
                Orders
              </NavLink>
            </li>
            <li>
              <NavLink to="/requests" className={navLink}>
                Requests
                <Suspense fallback={null}>
                  <PendingRequestsBadge />
                </Suspense>
              </NavLink>
            </li>
            <li>
              <NavLink to="/messages" className={navLink}>
                Messages
                {/* Slot: unread-messages count, filled by the messaging feature. */}
                <Suspense fallback={null}>
                  <UnreadBadge />
                </Suspense>
              </NavLink>
            </li>
          </>
        )}
        {user && !user.isSeller && (
          <li>
            <Link to="/become-seller" className={cx(styles.link, styles.courier)}>
              Become a Courier
            </Link>
          </li>
        )}
        {user?.isSeller && (
          <li className={styles.modeItem}>
            <ToggleSwitch
              checked={isSellerMode}
              onChange={(on) => setUserMode(on ? 'seller' : 'user')}
              label={isSellerMode ? 'Switch to User Mode' : 'Switch to Seller Mode'}
              tone={solid ? 'default' : 'light'}
            />
          </li>
        )}
        {!user && (
          <>
            <li>
              <Link to="/login" state={returnState(location)} className={styles.link}>
                Sign in
              </Link>
            </li>
            <li>
              <Link to="/register" state={returnState(location)} className={cx('btn', styles.join)}>
                Join
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
