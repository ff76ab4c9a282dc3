import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { getUser } from '@/features/profile/api/get-user';
import { validateStoredSession } from '@/lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useSuspensionSignOut } from './use-suspension-sign-out';
import styles from './main-layout.module.css';

export function MainLayout() {
  useEffect(() => validateStoredSession(getUser), []);
  useSuspensionSignOut();
  return (
    <div className={styles.shell}>
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
