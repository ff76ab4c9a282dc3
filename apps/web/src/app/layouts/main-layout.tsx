import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { getUser } from '@/features/profile/api/get-user';
import { useCurrentUser } from '@/lib/current-user';
import { validateStoredSession } from '@/lib/session';
import { RouteErrorBoundary } from '../route-error';
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
        {/* Nothing while a page's code loads: on a first load the navbar and footer draw at once
            around an empty place (its skeleton follows with the code); later the old page stays.
            A page that breaks, or whose code cannot be downloaded (offline), leaves them standing. */}
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
