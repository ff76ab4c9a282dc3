import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The route config that limits one user's writes of one kind (decision 1206): WRITE_RATE_LIMIT a
 * minute per signed-in user, per address for anyone else, each route counted apart. Listings,
 * reviews, interest, booking requests and new conversations each notify someone, so a flood of
 * them was a flood of notifications.
 */
export function perUserWrites(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.config.writeRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  };
}
