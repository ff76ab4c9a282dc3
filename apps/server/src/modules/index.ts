import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes.js';
import { authRoutes } from './auth/routes.js';
import { usersRoutes } from './users/routes.js';
import { uploadsRoutes } from './uploads/routes.js';

/** Every API module, mounted under /api in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, authRoutes, usersRoutes, uploadsRoutes];
