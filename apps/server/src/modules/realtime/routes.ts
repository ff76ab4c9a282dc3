import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { WS_CLOSE } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { otherParticipantId } from '@spaceshare/shared/rules/conversation';
import { liveClientFrameSchema } from '@spaceshare/shared/schemas/live-event';
import { forbidden } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { liveTokens, security, userForToken } from '../../plugins/auth.js';
import { isCrossSite } from '../../plugins/same-origin.js';
import { participantsOf } from '../conversations/service.js';
import { contactIsRefused } from '../safety/blocks.js';
import { SocketHub } from './hub.js';
import { FrameBudget, refuseSocket, REALTIME_LIMITS } from './limits.js';
import { liveSocketDocs } from './openapi.js';


/** Participants never change, so typing checks need the database once per conversation. */
const PARTICIPANT_CACHE_MAX = 10_000;
/**
 * A client sends typing on every keystroke; the indicator lasts 1 s (spec §9), so forwarding one per
 * conversation every 500 ms per socket keeps it lit without a publish per key.
 */
const TYPING_FORWARD_MS = 500;
/**
 * Typing between two people one of whom blocked the other (or who is suspended) goes nowhere, like
 * their messages. Blocks change, so each conversation's answer is asked again after this long.
 */
const CONTACT_RECHECK_MS = 5_000;

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new SocketHub(app.config.wsHeartbeatMs, (tokens) => liveTokens(app.db, tokens));
  const unsubscribe = app.events.onDeliver(hub.deliver);
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });
  app.metrics.gauge('ws_connected_users', 'People with at least one open WebSocket on this instance', () => hub.connectedUsers);
  app.metrics.gauge('ws_max_sockets', 'Open WebSockets this instance allows in all (WS_MAX_SOCKETS)', () => app.config.wsMaxSockets);
  const refusals = new Counter({
    name: 'ws_refused_sockets_total',
    help: 'WebSockets closed as soon as opened, by reason',
    labelNames: ['reason'] as const,
    registers: [app.metrics.registry],
  });
  function refuse(socket: WebSocket, reason: 'signed_out' | 'server_full' | 'flooding' | 'user_full', code: number, text: string) {
    refusals.inc({ reason });
    refuseSocket(socket, code, text);
  }

  const participants = new Map<string, { sellerId: string; buyerId: string }>();
  // Users whose socket was closed for flooding, until when their new sockets are turned away.
  const flooders = new Map<string, number>();
  // Ids that named no conversation when this user asked, keyed by user so that nobody can mark
  // someone else's future conversation as unknown: asked again, they cost no query.
  const unknown = new Set<string>();
  async function participantsCached(userId: string, conversationId: string) {
    const hit = participants.get(conversationId);
    if (hit) return hit;
    // A conversation's id is its two participants' ids side by side: one without this user's id
    // cannot be theirs, so it needs no query at all.
    if (!conversationId.startsWith(userId) && !conversationId.endsWith(userId)) return undefined;
    const key = `${userId}:${conversationId}`;
    if (unknown.has(key)) return undefined;
    const row = await participantsOf(app.db, conversationId);
    if (row) {
      if (participants.size >= PARTICIPANT_CACHE_MAX) participants.delete(participants.keys().next().value!);
      participants.set(conversationId, row);
    } else {
      if (unknown.size >= REALTIME_LIMITS.negativeCacheSize) unknown.delete(unknown.values().next().value!);
      unknown.add(key);
    }
    return row;
  }

  // Per conversation: whether its two people may not contact each other, asked again after a while.
  const contactRefused = new TtlCache<boolean>(CONTACT_RECHECK_MS, PARTICIPANT_CACHE_MAX);


  app.route({
    method: 'GET',
    url: '/ws',
    schema: {
      tags: ['realtime'],
      security,
      ...liveSocketDocs,
      querystring: z.object({ token: z.string().max(200).optional() }),
    },
    // Browsers cannot set headers on a WebSocket; API clients may pass the token in the query.
    // A page of another site must not open a socket with the visitor's cookie and read their events.
    onRequest: async (request) => {
      if (isCrossSite(request, app.config.publicOrigins)) throw forbidden(MESSAGES.crossSiteRefused);
    },
    preValidation: async (request) => {
      // Before validation the query is as parsed: '?token=a&token=b' is an array, which the schema
      // then refuses with 400; only a single string is a token to look up.
      const token: unknown = (request.query as { token?: unknown } | undefined)?.token;
      if (!request.user && typeof token === 'string' && token) {
        const user = await userForToken(app.db, token);
        if (user) {
          request.user = user;
          request.sessionToken = token;
        }
      }
    },
    // The same address without an upgrade: the plugin's default was a 404 with an empty body.
    handler: async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ message: MESSAGES.websocketOnly }),
    wsHandler: (socket, request) => {
      const user = request.user;
      if (!user) {
        // 4000 + the HTTP status: a browser can read a close code, unlike a refused upgrade.
        refuse(socket, 'signed_out', WS_CLOSE.SIGNED_OUT, 'Not signed in');
        return;
      }
      // Every socket of the process, this one and those still closing included.
      if (app.websocketServer.clients.size > app.config.wsMaxSockets) {
        refuse(socket, 'server_full', WS_CLOSE.TRY_AGAIN_LATER, 'Server busy');
        return;
      }
      const cooldownUntil = flooders.get(user.id);
      if (cooldownUntil !== undefined && cooldownUntil > Date.now()) {
        refuse(socket, 'flooding', WS_CLOSE.POLICY, 'Too many messages');
        return;
      }
      if (hub.socketsOf(user.id) >= REALTIME_LIMITS.socketsPerUser) {
        refuse(socket, 'user_full', WS_CLOSE.TOO_MANY_SOCKETS, 'Too many open connections');
        return;
      }
      hub.add(user.id, socket, request.sessionToken ?? undefined);
      const lastTyping = new Map<string, number>();
      const budget = new FrameBudget();
      let lookups = 0;
      let refused = false;
      socket.on('message', (data, isBinary) => {
        if (refused) return;
        if (!budget.take()) {
          // Frames already on the wire are dropped unread until the close completes.
          refused = true;
          if (flooders.size >= REALTIME_LIMITS.negativeCacheSize) flooders.clear();
          flooders.set(user.id, Date.now() + REALTIME_LIMITS.floodCooldownMs);
          socket.close(WS_CLOSE.POLICY, 'Too many messages');
          return;
        }
        if (isBinary) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString());
        } catch {
          return;
        }
        const event = liveClientFrameSchema.safeParse(parsed);
        if (!event.success) return;
        const { conversationId } = event.data;
        const now = Date.now();
        if (now - (lastTyping.get(conversationId) ?? 0) < TYPING_FORWARD_MS) return;
        if (lastTyping.size > 100) lastTyping.clear();
        // Lookups past this are dropped rather than queued: typing is a hint, not a message.
        if (lookups >= REALTIME_LIMITS.lookupsInFlight) return;
        lastTyping.set(conversationId, now);
        lookups += 1;
        void participantsCached(user.id, conversationId)
          .then(async (who) => {
            if (!who || (who.sellerId !== user.id && who.buyerId !== user.id)) return;
            if (await contactRefused.get(conversationId, () => contactIsRefused(app.db, who.sellerId, who.buyerId))) return;
            return app.events.publishToUsers([otherParticipantId(who, user.id)], { type: 'typing', conversationId, userId: user.id });
          })
          .catch((err: unknown) => request.log.warn({ err }, 'typing event failed'))
          .finally(() => (lookups -= 1));
      });
    },
  });
};
