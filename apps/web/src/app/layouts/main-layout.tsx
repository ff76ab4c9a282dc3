import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { getUser } from '@/features/profile/api/get-user';
import { useCurrentUser } from '@/lib/current-user';
import { validateStoredSession } from '@/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SuspensionSignOut } from './live-parts';
import styles from './main-layout.module.css';

export function MainLayout() {
  useEffect(() => validateStoredSession(getUser), []);
  const { user } = useCurrentUser();
  return (
    <div className={styles.shell}>
      {user && (
        <Suspense fallback={null}>
          <SuspensionSignOut />
        </Suspense>
      )}
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<p className="status-text">loading</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
