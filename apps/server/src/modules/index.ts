import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/routes.js';

/** Every API module, mounted under /api in this order. */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes];
