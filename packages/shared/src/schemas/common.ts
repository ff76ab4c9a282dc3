import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { idField } from './fields.js';

/** The body of every 4xx/5xx answer, and of confirmations that have nothing else to say. */
export const messageResponseSchema = z.object({ message: z.string() });

/** An id in a path or a query: a longer one cannot exist, so it is a 400 before any query runs. */
export const idParam = idField.max(LIMITS.ID_MAX);

/** `/:id` path parameters. */
export const idParamsSchema = z.object({ id: idParam });

