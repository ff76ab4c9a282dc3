import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '@spaceshare/shared/schemas/user';
import { Avatar } from '@/components/ui/avatar';
import { logout } from '@/features/auth/api/logout';
import { cx } from '@/lib/class-names';
import type { NavbarMenus } from './use-navbar-menus';
import styles from './navbar.module.css';

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

/** Avatar button and its dropdown: seller links in seller mode, then profile, settings and logout. */
export function UserMenu({ user, isSellerMode, menu }: { user: User; isSellerMode: boolean; menu: NavbarMenus['user'] }) {
  const navigate = useNavigate();
  const menuId = useId();

  async function onLogout() {
    if (await logout()) {
      menu.close();
      navigate('/');
    }
  }

  return (
    <div
      className={styles.userMenu}
      ref={menu.container}
      onBlur={(e) => {
        // Tabbing out of the menu closes it.
        if (menu.open && !e.currentTarget.contains(e.relatedTarget as Node | null)) menu.close();
      }}
    >
      <button ref={menu.button} type="button" className={styles.userButton} aria-expanded={menu.open} aria-controls={menuId} onClick={menu.toggle}>
        <Avatar src={user.img} alt="" size={34} />
        <span className={styles.username}>{user.username}</span>
        {isSellerMode && <span className={styles.modeBadge}>Seller</span>}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={menuId} className={styles.dropdown} hidden={!menu.open}>
        {/* The spec's bar shows the username; the full bar has no room for it, so it heads the menu. */}
        <p className={styles.signedInAs} aria-hidden="true">
          Signed in as <strong>{user.username}</strong>
        </p>
        {isSellerMode &&
          SELLER_MENU.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${menuId}-${group.key}`} className={styles.group}>
              <p id={`${menuId}-${group.key}`} className={styles.groupTitle}>
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
          {user.isAdmin && (
            <Link to="/admin" className={styles.item}>
              Operator console
            </Link>
          )}
          <button type="button" className={cx(styles.item, styles.logout)} onClick={onLogout}>
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
