import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes.js';
import { authRoutes } from './auth/routes.js';
import { usersRoutes } from './users/routes.js';
import { uploadsRoutes } from './uploads/routes.js';
import { conversationRoutes } from './conversations/routes.js';
import { messageRoutes } from './messages/routes.js';
import { realtimeRoutes } from './realtime/routes.js';
import { orderRoutes } from './orders/routes.js';
import { listingRoutes, removedListingRoutes } from './listings/routes.js';
import { containerKind } from './containers/kind.js';
import { gigKind } from './gigs/kind.js';
import { reviewsRoutes } from './reviews/routes.js';
import { requestRoutes } from './requests/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { emailRoutes } from './email/routes.js';
import { safetyRoutes } from './safety/routes.js';
import { adminRoutes } from './admin/routes.js';
import { alertRoutes } from './alerts/routes.js';
import { pushRoutes } from './push/routes.js';

/** Every API module, mounted under /api in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, usersRoutes, uploadsRoutes, conversationRoutes, messageRoutes, realtimeRoutes, orderRoutes, requestRoutes, notificationRoutes, emailRoutes, safetyRoutes, adminRoutes, alertRoutes, pushRoutes, listingRoutes(gigKind), listingRoutes(containerKind), removedListingRoutes, reviewsRoutes];
