import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { containerQueryOptions } from '@/features/listings/containers/api/get-container';
import { gigQueryOptions } from '@/features/listings/gigs/api/get-gig';
import { publicUserQueryOptions } from '@/lib/get-public-user';
import { queryClient } from '@/lib/query-client';
import { seedInitialData } from './initial-data';
import { RequireAuth, RequireSellerMode } from './guards';
import { MainLayout } from './layouts/main-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Every page is its own chunk: the home page downloads only what it shows. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  // On a first load the layout (navbar, footer) draws at once; the page's place stays empty until
  // its code is here (its own skeleton follows while its data loads).
  HydrateFallback: () => null,
});

/**
 * A page's data starts loading with its code, not after it (issue 13): the loader only starts the
 * query (it never waits, so navigation is not held up) and the page reads it from the cache, showing
 * its skeleton until it lands.
 */
const startsData = (start: (id: string) => Promise<void>): Pick<RouteObject, 'loader'> => ({
  loader: ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? params.userId;
    if (id) void start(id);
    return null;
  },
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('@/features/home/home-page')) },
      { path: '/about', ...page(() => import('@/features/static/about-page')) },
      { path: '/privacy-policy', ...page(() => import('@/features/static/privacy-policy-page')) },
      { path: '/terms-of-service', ...page(() => import('@/features/static/terms-of-service-page')) },
      { path: '/become-seller', ...page(() => import('@/features/become-seller/become-seller-page')) },
      { path: '/profile', ...page(() => import('./pages/profile-page')) },
      { path: '/profile/:userId', ...startsData((id) => queryClient.prefetchQuery(publicUserQueryOptions(id))), ...page(() => import('./pages/profile-page')) },
      { path: '/gigs', ...page(() => import('@/features/listings/gigs/gigs-page')) },
      { path: '/gig/:id', ...startsData((id) => queryClient.prefetchQuery(gigQueryOptions(id))), ...page(() => import('@/features/listings/gigs/gig-page')) },
      { path: '/containers', ...page(() => import('@/features/listings/containers/containers-page')) },
      // Open signed out too: the switches then live in this browser only (issue 11).
      { path: '/settings', ...page(() => import('@/features/settings/settings-page')) },
      { path: '/container/:id', ...startsData((id) => queryClient.prefetchQuery(containerQueryOptions(id))), ...page(() => import('@/features/listings/containers/container-page')) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/messages', ...page(() => import('@/features/messages/messages-page')) },
          { path: '/message/:id', ...page(() => import('@/features/messages/conversation-page')) },
          { path: '/orders', ...page(() => import('@/features/orders/orders-page')) },
          { path: '/requests', ...page(() => import('@/features/requests/requests-page')) },
          { path: '/notifications', ...page(() => import('@/features/notifications/notifications-page')) },
          { path: '/admin', ...page(() => import('@/features/admin/admin-page')) },
        ],
      },
      {
        element: <RequireSellerMode />,
        children: [
          { path: '/add', ...page(() => import('@/features/listings/gigs/add-gig-page')) },
          { path: '/add-container', ...page(() => import('@/features/listings/containers/add-container-page')) },
        ],
      },
      {
        element: <RequireSellerMode silent />,
        children: [
          // The spec links both spellings.
          { path: '/MyGigs', ...page(() => import('@/features/listings/gigs/my-gigs-page')) },
          { path: '/mygigs', ...page(() => import('@/features/listings/gigs/my-gigs-page')) },
          { path: '/myContainers', ...page(() => import('@/features/listings/containers/my-containers-page')) },
        ],
      },
      { path: '*', ...page(() => import('@/features/static/not-found-page')) },
    ],
  },
  { path: '/login', errorElement: <RouteError />, ...page(() => import('@/features/auth/login-page')) },
  { path: '/register', errorElement: <RouteError />, ...page(() => import('@/features/auth/register-page')) },
  { path: '/forgot-password', errorElement: <RouteError />, ...page(() => import('@/features/auth/forgot-password-page')) },
  { path: '/reset-password', errorElement: <RouteError />, ...page(() => import('@/features/auth/reset-password-page')) },
  { path: '/verify-email', errorElement: <RouteError />, ...page(() => import('@/features/auth/verify-email-page')) },
];

// The data the server sent with the page goes into the cache before the router starts its first
// loaders, which then find it fresh and fetch nothing (docs/decisions/1301).
seedInitialData(queryClient);

export const router = createBrowserRouter(routes);
