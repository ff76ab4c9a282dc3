import { Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '@/lib/class-names';
import { useCurrentUser } from '@/lib/current-user';
import { Logo } from './logo';
import { NavbarLinks } from './navbar-links';
import { useNavbarMenus } from './use-navbar-menus';
import { MenuAttention, NotificationBell } from './live-parts';
import { UserMenu } from './user-menu';
import styles from './navbar.module.css';

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/**
 * Navigation bar (spec §2): transparent over the home hero until the page scrolls, solid everywhere
 * else. Below the desktop breakpoint the links fold into a menu behind the hamburger. Escape closes
 * both menus; a click outside closes the user menu.
 */
export function Navbar() {
  const { user, isSellerMode } = useCurrentUser();
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const menus = useNavbarMenus(pathname);
  const navId = useId();
  const solid = pathname !== '/' || scrolled || menus.menu.open;

  return (
    <header ref={menus.header} className={cx(styles.header, solid ? styles.solid : styles.transparent)}>
      <div className={cx('container', styles.bar)}>
        <Link to="/" className={styles.brand} aria-label="SpaceShare home">
          <Logo />
          <span className={styles.brandName} aria-hidden="true">
            SpaceShare
          </span>
        </Link>

        <NavbarLinks id={navId} ref={menus.menu.panel} open={menus.menu.open} solid={solid} />

        <div className={styles.end}>
          {user && (
            <Suspense fallback={<span className={styles.bellSlot} />}>
              <NotificationBell />
            </Suspense>
          )}
          {user && <UserMenu user={user} isSellerMode={isSellerMode} menu={menus.user} />}
          <button
            ref={menus.menu.button}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menus.menu.open}
            aria-controls={navId}
            aria-label="Menu"
            onClick={menus.menu.toggle}
          >
            <span className={styles.burger} aria-hidden="true" />
            {user && (
              <Suspense fallback={null}>
                <MenuAttention className={styles.menuDot} />
              </Suspense>
            )}
          </button>
        </div>
      </div>
    </header>
  );
}
