import { lazy } from 'react';
import { getCurrentUser } from '@/lib/current-user';

// The bell, the unread and pending-request counts and the suspension sign-out keep the realtime
// socket open and matter only to a signed-in user: a visitor's first load carries none of them, nor
// the socket's code (issue 13). They come in one chunk; each draws nothing, or its own empty space,
// until it is here.

const load = () => import('./live-navbar');

export const NotificationBell = lazy(() => load().then((m) => ({ default: m.NotificationBell })));
export const UnreadBadge = lazy(() => load().then((m) => ({ default: m.UnreadBadge })));
export const PendingRequestsBadge = lazy(() => load().then((m) => ({ default: m.PendingRequestsBadge })));
export const MenuAttention = lazy(() => load().then((m) => ({ default: m.MenuAttention })));
export const SuspensionSignOut = lazy(() => load().then((m) => ({ default: m.SuspensionSignOut })));

// A stored session starts the download at once, beside the page's own code.
if (getCurrentUser()) void load();
