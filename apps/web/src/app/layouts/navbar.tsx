import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { UnreadBadge } from '@/components/unread-badge';
import { logout } from '@/features/auth/api/logout';
import { setUserMode, useCurrentUser } from '@/lib/current-user';
import { Logo } from './logo';
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

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The seller's own listings in the user menu, one group per product. */
const SELLER_MENU = [
  {
    key: 'luggage',
    title: 'Luggage Share',
    links: [
      { to: '/mygigs', label: 'My Gigs' },
      { to: '/add', label: 'Add New Gig' },
    ],
  },
  {
    key: 'container',
    title: 'Container Share',
    links: [
      { to: '/myContainers', label: 'My Containers' },
      { to: '/add-container', label: 'Add New Container' },
    ],
  },
];

/**
 * Navigation bar (spec §2): transparent over the home hero until the page scrolls, solid everywhere
 * else. Below the desktop breakpoint the links fold into a menu behind the hamburger. Escape closes
 * both menus; a click outside closes the user menu.
 */
export function Navbar() {
  const { user, isSellerMode } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);
  const userMenu = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const navId = useId();
  const userMenuId = useId();
  const isHome = pathname === '/';
  const solid = !isHome || scrolled || menuOpen;

  // A new page closes whatever menu led there.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
    setUserOpen(false);
  }

  useEffect(() => {
    if (!menuOpen && !userOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const focusTarget = userOpen ? userButton.current : menuButton.current;
      setUserOpen(false);
      setMenuOpen(false);
      focusTarget?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (userOpen && userMenu.current && !userMenu.current.contains(target)) setUserOpen(false);
      if (menuOpen && header.current && !header.current.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, userOpen]);

  async function onLogout() {
    if (await logout()) {
      setUserOpen(false);
      navigate('/');
    }
  }

  const navLink = ({ isActive }: { isActive: boolean }) => cx(styles.link, isActive && styles.active);

  return (
    <header ref={header} className={cx(styles.header, solid ? styles.solid : styles.transparent)}>
      <div className={cx('container', styles.bar)}>
        <Link to="/" className={styles.brand} aria-label="SpaceShare home">
          <Logo />
          <span className={styles.brandName} aria-hidden="true">
            SpaceShare
          </span>
        </Link>

        <nav id={navId} aria-label="Main" className={cx(styles.nav, menuOpen && styles.navOpen)}>
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
                  <NavLink to="/messages" className={navLink}>
                    Messages
                    {/* Slot: unread-messages count, filled by the messaging feature. */}
                    <UnreadBadge />
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
                  <Link to="/login" className={styles.link}>
                    Sign in
                  </Link>
                </li>
                <li>
                  <Link to="/register" className={cx('btn', styles.join)}>
                    Join
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>

        <div className={styles.end}>
          {user && (
            <div
              className={styles.userMenu}
              ref={userMenu}
              onBlur={(e) => {
                // Tabbing out of the menu closes it.
                if (userOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) setUserOpen(false);
              }}
            >
              <button
                ref={userButton}
                type="button"
                className={styles.userButton}
                aria-expanded={userOpen}
                aria-controls={userMenuId}
                onClick={() => {
                  setUserOpen((o) => !o);
                  setMenuOpen(false);
                }}
              >
                <Avatar src={user.img} alt="" size={34} />
                <span className={styles.username}>{user.username}</span>
                {isSellerMode && <span className={styles.modeBadge}>Seller</span>}
                <span className={styles.caret} aria-hidden="true" />
              </button>
              <div id={userMenuId} className={styles.dropdown} hidden={!userOpen}>
                {isSellerMode &&
                  SELLER_MENU.map((group) => (
                    <div key={group.key} role="group" aria-labelledby={`${userMenuId}-${group.key}`} className={styles.group}>
                      <p id={`${userMenuId}-${group.key}`} className={styles.groupTitle}>
                        {group.title}
                      </p>
                      {group.links.map((link) => (
                        <Link key={link.to} to={link.to} className={styles.item}>
                          {link.label}
                        </Link>
                      ))}
                    </div>
                  ))}
                <div className={styles.group}>
                  <Link to="/profile" className={styles.item}>
                    Profile
                  </Link>
                  <Link to="/settings" className={styles.item}>
                    Settings
                  </Link>
                  <button type="button" className={cx(styles.item, styles.logout)} onClick={onLogout}>
                    Logout
                  </button>
                </div>
              </div>
            </div>
          )}
          <button
            ref={menuButton}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label="Menu"
            onClick={() => {
              setMenuOpen((o) => !o);
              setUserOpen(false);
            }}
          >
            <span className={styles.burger} aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
