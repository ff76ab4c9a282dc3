// Query keys of the data the realtime socket keeps live. They live here, below the features, because
// the socket (lib/realtime), the navbar badge (components) and the messages and orders screens all
// read or update the same cache entries.

/** GET /api/conversations. Also the prefix of every conversation entry, so invalidating it covers singles. */
export const conversationsQueryKey = ['conversations'] as const;

/** GET /api/conversations/single/{id}. */
export const conversationQueryKey = (id: string) => ['conversations', 'single', id] as const;

/** GET /api/messages/{conversationId}. */
export const messagesQueryKey = (conversationId: string) => ['messages', conversationId] as const;

/** GET /api/orders. */
export const ordersQueryKey = ['orders'] as const;

/** GET /api/requests (with its filters) and GET /api/requests/pending: everything under this prefix. */
export const requestsQueryKey = ['requests'] as const;

/** GET /api/notifications (each page): everything under this prefix. */
export const notificationsQueryKey = ['notifications'] as const;

/**
 * GET /api/{gigs|containers}/{id}/interested: who made an offer on a listing. Kept live for its owner
 * by the 'interest' event the server sends on every offer made or withdrawn.
 */
export const interestedQueryKey = (kind: 'gigs' | 'containers', id: string) => [kind, 'interested', id] as const;
