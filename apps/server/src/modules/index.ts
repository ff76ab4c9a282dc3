import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes.js';
import { authRoutes } from './auth/routes.js';
import { usersRoutes } from './users/routes.js';
import { uploadsRoutes } from './uploads/routes.js';
import { conversationRoutes } from './conversations/routes.js';
import { messageRoutes } from './messages/routes.js';
import { realtimeRoutes } from './realtime/routes.js';
import { orderRoutes } from './orders/routes.js';
import { gigsRoutes } from './gigs/routes.js';
import { containersRoutes } from './containers/routes.js';
import { reviewsRoutes } from './reviews/routes.js';

/** Every API module, mounted under /api in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, usersRoutes, uploadsRoutes, conversationRoutes, messageRoutes, realtimeRoutes, orderRoutes, gigsRoutes, containersRoutes, reviewsRoutes];
