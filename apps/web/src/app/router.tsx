import { usePrefetchQuery, type QueryKey, type UsePrefetchQueryOptions } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import { containerQueryOptions } from '@/features/listings/containers/api/get-container';
import { gigQueryOptions } from '@/features/listings/gigs/api/get-gig';
import { publicUserQueryOptions } from '@/lib/get-public-user';
import { RequireAuth, RequireSellerMode, SignedInGoesOn } from './guards';
import { lazyPage } from './lazy-page';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorBoundary } from './route-error';

// React Router's declarative mode (docs/decisions/1304): 15 KB less than the data router on every
// first load. What the data router's route options did is done here by plain React.

// Every page is its own chunk: the home page downloads only what it shows. Until a page's code is
// here the Suspense above it draws nothing: on a first load the layout (navbar, footer) draws at
// once with the page's place empty; on a navigation the old page stays (a transition) until it lands.
// A page whose code failed to download (offline) can be asked for again: lazyPage, not React's lazy.
const HomePage = lazyPage(() => import('@/features/home/home-page'));
const AboutPage = lazyPage(() => import('@/features/static/about-page'));
const PrivacyPolicyPage = lazyPage(() => import('@/features/static/privacy-policy-page'));
const TermsOfServicePage = lazyPage(() => import('@/features/static/terms-of-service-page'));
const BecomeSellerPage = lazyPage(() => import('@/features/become-seller/become-seller-page'));
const ProfilePage = lazyPage(() => import('./pages/profile-page'));
const GigsPage = lazyPage(() => import('@/features/listings/gigs/gigs-page'));
const GigPage = lazyPage(() => import('@/features/listings/gigs/gig-page'));
const ContainersPage = lazyPage(() => import('@/features/listings/containers/containers-page'));
const SettingsPage = lazyPage(() => import('@/features/settings/settings-page'));
const ContainerPage = lazyPage(() => import('@/features/listings/containers/container-page'));
const MessagesPage = lazyPage(() => import('@/features/messages/messages-page'));
const ConversationPage = lazyPage(() => import('@/features/messages/conversation-page'));
const OrdersPage = lazyPage(() => import('@/features/orders/orders-page'));
const RequestsPage = lazyPage(() => import('@/features/requests/requests-page'));
const NotificationsPage = lazyPage(() => import('@/features/notifications/notifications-page'));
const AdminPage = lazyPage(() => import('@/features/admin/admin-page'));
const AddGigPage = lazyPage(() => import('@/features/listings/gigs/add-gig-page'));
const AddContainerPage = lazyPage(() => import('@/features/listings/containers/add-container-page'));
const EditGigPage = lazyPage(() => import('@/features/listings/gigs/edit-gig-page'));
const EditContainerPage = lazyPage(() => import('@/features/listings/containers/edit-container-page'));
const MyGigsPage = lazyPage(() => import('@/features/listings/gigs/my-gigs-page'));
const MyContainersPage = lazyPage(() => import('@/features/listings/containers/my-containers-page'));
const NotFoundPage = lazyPage(() => import('@/features/static/not-found-page'));
const LoginPage = lazyPage(() => import('@/features/auth/login-page'));
const RegisterPage = lazyPage(() => import('@/features/auth/register-page'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/reset-password-page'));
const VerifyEmailPage = lazyPage(() => import('@/features/auth/verify-email-page'));
const ConfirmEmailPage = lazyPage(() => import('@/features/auth/confirm-email-page'));

/**
 * A page's data starts loading with its code, not after it (issue 13): rendered as soon as the route
 * matches, before its lazy page, it starts the page's query (never waiting, so navigation is not
 * held up) and the page reads it from the cache, showing its skeleton until it lands. A query
 * already in the cache (the data the server sent with the HTML, app/initial-data.ts) is not asked again.
 */
function StartsData<T, Key extends QueryKey>({ query, children }: { query: (id: string) => UsePrefetchQueryOptions<T, Error, T, T, Key>; children: ReactNode }) {
  const { id, userId } = useParams();
  usePrefetchQuery(query(id ?? userId ?? ''));
  return children;
}

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      { path: '/become-seller', element: <BecomeSellerPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/profile/:userId', element: <StartsData query={publicUserQueryOptions}><ProfilePage /></StartsData> },
      { path: '/gigs', element: <GigsPage /> },
      { path: '/gig/:id', element: <StartsData query={gigQueryOptions}><GigPage /></StartsData> },
      { path: '/containers', element: <ContainersPage /> },
      // Open signed out too: the switches then live in this browser only (issue 11).
      { path: '/settings', element: <SettingsPage /> },
      { path: '/container/:id', element: <StartsData query={containerQueryOptions}><ContainerPage /></StartsData> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/messages', element: <MessagesPage /> },
          { path: '/message/:id', element: <ConversationPage /> },
          { path: '/orders', element: <OrdersPage /> },
          { path: '/requests', element: <RequestsPage /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/admin', element: <AdminPage /> },
        ],
      },
      {
        element: <RequireSellerMode />,
        children: [
          { path: '/add', element: <AddGigPage /> },
          { path: '/add-container', element: <AddContainerPage /> },
          { path: '/gig/:id/edit', element: <StartsData query={gigQueryOptions}><EditGigPage /></StartsData> },
          { path: '/container/:id/edit', element: <StartsData query={containerQueryOptions}><EditContainerPage /></StartsData> },
        ],
      },
      {
        element: <RequireSellerMode silent />,
        children: [
          // The spec links both spellings.
          { path: '/MyGigs', element: <MyGigsPage /> },
          { path: '/mygigs', element: <MyGigsPage /> },
          { path: '/myContainers', element: <MyContainersPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <SignedInGoesOn />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
];

/**
 * The page for the URL. A page inside the main layout that throws while rendering, or whose code
 * fails to download, shows its error in the page's place, with the navbar and footer around it
 * (MainLayout has the boundary); here, the sign-in pages and the layout itself.
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary landmark>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
