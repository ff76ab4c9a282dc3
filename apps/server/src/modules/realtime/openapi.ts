import { z } from 'zod';
import { WS_CLOSE } from '@spaceshare/shared/constants';
import { liveEventSchema, type LiveEventType } from '@spaceshare/shared/schemas/live-event';
import { errorResponses } from '../../lib/errors.js';
import { REALTIME_LIMITS } from './limits.js';

/** The one event type the server's instances pass among themselves; no socket is ever sent it. */
type InternalEvent = 'sessions-ended';

/** What each event a socket receives means; a new event type does not compile until it is described here. */
const EVENT_MEANINGS: Record<Exclude<LiveEventType, InternalEvent>, string> = {
  message: 'a new message in one of your conversations',
  conversation: 'a conversation changed (last message, read state), as you see it',
  typing: 'the other person in a conversation is typing (lasts 1 s)',
  order: 'one of your orders changed',
  request: 'a booking request to or from you changed',
  interest: 'someone made or withdrew an offer on your listing',
  notification: 'a new notification, with your unread count after it',
  'notifications-read': 'notifications were marked read elsewhere: your new unread count',
  'signed-out': 'your account was suspended or deleted: sign out now',
};

const sentEvents = liveEventSchema.options.filter((option) => option.shape.type.value !== 'sessions-ended');
/** Every frame the server sends: one JSON object of these. */
const serverFrameSchema = z.discriminatedUnion('type', sentEvents as [(typeof sentEvents)[number], ...typeof sentEvents]);

const CLOSE_CODES: Array<[number, string]> = [
  [WS_CLOSE.SIGNED_OUT, 'no session, or it ended: sign in again'],
  [WS_CLOSE.TOO_MANY_SOCKETS, `you already have ${REALTIME_LIMITS.socketsPerUser} sockets open on this server`],
  [WS_CLOSE.TRY_AGAIN_LATER, 'this server holds all the sockets it allows: reconnect later'],
  [WS_CLOSE.POLICY, `more than ${REALTIME_LIMITS.framesPerSecond} frames a second: new sockets are refused for ${REALTIME_LIMITS.floodCooldownMs / 1000} s`],
  [1001, 'the server is shutting down: reconnect'],
];

const description = [
  'Upgrade with `Connection: Upgrade` and `Upgrade: websocket` (RFC 6455). Signed in by the session cookie, a Bearer header or `?token=` (browsers cannot set headers on a WebSocket). A page of another site is refused with 403 before the upgrade.',
  '',
  '**Server → client**: each frame is one JSON object (schema: the 101 response), by `type`:',
  ...Object.entries(EVENT_MEANINGS).map(([type, meaning]) => `- \`${type}\`: ${meaning}`),
  '',
  `**Client → server**: only \`${JSON.stringify({ type: 'typing', conversationId: '<conversation id>' })}\`, at most once per conversation every 500 ms is forwarded; anything else is ignored. Frames are limited to 16 KB.`,
  '',
  '**Close codes**:',
  ...CLOSE_CODES.map(([code, meaning]) => `- ${code}: ${meaning}`),
  '',
  'The server pings every 30 s (WS_HEARTBEAT_MS); a socket that does not answer is ended. A plain GET without the upgrade is 426.',
].join('\n');

/** The live socket's entry in the OpenAPI document: a GET that switches protocols (decision 2451). */
export const liveSocketDocs = {
  summary: 'Live events over a WebSocket: messages, typing, orders, requests, notifications',
  description,
  response: {
    101: {
      description: 'Switching Protocols: the socket is open. Every frame the server sends afterwards is one of these events.',
      content: { 'application/json': { schema: serverFrameSchema } },
    },
    ...errorResponses(400, 403, 426),
  },
} as const;
