import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { idField, isoDateTime, requiredText } from './fields.js';

// Route alerts (decision 1401): a signed-in user watches a route; each new gig on it notifies them.

/** Routes one user may watch at once. */
export const ROUTE_ALERTS_MAX = 20;
export const ROUTE_ALERT_SEARCH_MAX = 100;

/** POST /alerts: the search as typed on the Explore page ('China to Ghana', 'guangzhou-accra'). */
export const routeAlertCreateSchema = z.object({
  search: requiredText({ required: MESSAGES.alertSearchRequired, max: ROUTE_ALERT_SEARCH_MAX, tooLong: MESSAGES.alertSearchMax }),
});

/** PATCH /alerts/:id: turn the alert's email on or off. */
export const routeAlertUpdateSchema = z.strictObject({ email: z.boolean() });

export const routeAlertSchema = z.object({
  _id: idField,
  /** The search as the user typed it: the Explore link of the alert. */
  search: z.string(),
  /** The route as understood: 'Guangzhou to Ghana', 'Anywhere to Kenya', 'China to anywhere'. */
  label: z.string(),
  /** Whether each new gig on the route is emailed too, not only shown in the bell (decision 1505). */
  email: z.boolean(),
  createdAt: isoDateTime,
});
export type RouteAlert = z.infer<typeof routeAlertSchema>;

export const routeAlertListSchema = z.array(routeAlertSchema);
