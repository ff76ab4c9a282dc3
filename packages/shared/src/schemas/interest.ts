import { z } from 'zod';
import { idField } from './fields.js';

export const interestedUserSchema = z.object({
  _id: idField,
  username: z.string(),
  img: z.string(),
  /**
   * The user holds an active order on this listing (issue 10): shown as 'Booked', not Accept. Only in
   * the listing owner's answer: who booked what is between the buyer and the seller.
   */
  booked: z.boolean().optional(),
});

/** GET /gigs/{id}/interested and GET /containers/{id}/interested. */
export const interestedListSchema = z.object({
  interestedUsers: z.array(interestedUserSchema),
  interestedCount: z.number().int().min(0),
});

/** POST /gigs/{id}/interest and POST /containers/{id}/interest: the state after the toggle. */
export const interestResultSchema = interestedListSchema.extend({
  interested: z.boolean(),
});

export type InterestedUser = z.infer<typeof interestedUserSchema>;
export type InterestResult = z.infer<typeof interestResultSchema>;
