import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveTokens, userForToken } from '../../plugins/auth.js';
import { participantsOf } from '../conversations/service.js';
import { SocketHub, WS_CLOSE_SIGNED_OUT } from './hub.js';

/** Close code for "no session": 4000 + the HTTP status, readable by browsers (unlike a refused upgrade). */
export const WS_CLOSE_UNAUTHORIZED = WS_CLOSE_SIGNED_OUT;

const clientEventSchema = z.object({ type: z.literal('typing'), conversationId: z.string().min(1).max(100) });

/** Participants never change, so typing checks need the database once per conversation. */
const PARTICIPANT_CACHE_MAX = 10_000;
/**
 * A client sends typing on every keystroke; the indicator lasts 1 s (spec §9), so forwarding one per
 * conversation every 500 ms per socket keeps it lit without a publish per key.
 */
const TYPING_FORWARD_MS = 500;

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new SocketHub(app.config.wsHeartbeatMs, (tokens) => liveTokens(app.db, tokens));
  const unsubscribe = app.events.onDeliver(hub.deliver);
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });

  const participants = new Map<string, { sellerId: string; buyerId: string }>();
  async function participantsCached(conversationId: string) {
    const hit = participants.get(conversationId);
    if (hit) return hit;
    const row = await participantsOf(app.db, conversationId);
    if (row) {
      if (participants.size >= PARTICIPANT_CACHE_MAX) participants.delete(participants.keys().next().value!);
      participants.set(conversationId, row);
    }
    return row;
  }

  app.get(
    '/ws',
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        description:
          'WebSocket of live events (message, conversation, typing, order). Signed in by the session cookie, a Bearer header or ?token=. Without a session the socket is closed with code 4401.',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
      // Browsers cannot set headers on a WebSocket; API clients may pass the token in the query.
      preValidation: async (request) => {
        const token = (request.query as { token?: string } | undefined)?.token;
        if (!request.user && token) {
          const user = await userForToken(app.db, token);
          if (user) {
            request.user = user;
            request.sessionToken = token;
          }
        }
      },
    },
    (socket, request) => {
      const user = request.user;
      if (!user) {
        socket.close(WS_CLOSE_UNAUTHORIZED, 'Not signed in');
        return;
      }
      hub.add(user.id, socket, request.sessionToken ?? undefined);
      const lastTyping = new Map<string, number>();
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString());
        } catch {
          return;
        }
        const event = clientEventSchema.safeParse(parsed);
        if (!event.success) return;
        const { conversationId } = event.data;
        const now = Date.now();
        if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_FORWARD_MS) return;
        if (lastTyping.size > 100) lastTyping.clear();
        lastTyping.set(conversationId, now);
        void participantsCached(conversationId)
          .then((who) => {
            if (!who) return;
            const other = who.sellerId === user.id ? who.buyerId : who.buyerId === user.id ? who.sellerId : null;
            if (!other) return;
            return app.events.publishToUsers([other], { type: 'typing', conversationId, userId: user.id });
          })
          .catch((err: unknown) => request.log.warn({ err }, 'typing event failed'));
      });
    },
  );
};
