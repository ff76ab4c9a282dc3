import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { textField } from './fields.js';

// Web Push (decision 2330): a browser's subscription as PushSubscription.toJSON() gives it.

/** Devices one account keeps; a new one past this drops the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** Push services' endpoints are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1024;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** base64url of exactly `bytes` bytes; padding, which some browsers send, is tolerated and dropped. */
const base64urlOf = (bytes: number, message: string) =>
  textField(message)
    .refine((v) => BASE64URL.test(v) && decodedLength(v.replace(/=+$/, '')) === bytes, { message })
    .overwrite((v) => v.replace(/=+$/, ''));

const decodedLength = (unpadded: string) => Math.floor((unpadded.length * 3) / 4);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
/** Names that mean this machine or its own network, whatever DNS says (RFC 6761, 6762, 8375; ICANN's .internal). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * Whether the server may POST to this endpoint: an https:// address of a named host (never an IP
 * literal, localhost or a local network's name, so a subscription cannot aim the server at its own
 * network; the server also refuses, at connect time, a name that resolves to such an address:
 * decision 2430). With `allowLocalHttp` (tests and development only, PUSH_ALLOW_HTTP_ENDPOINTS) a
 * loopback address over http:// or https:// is allowed too, for a push service started on this machine.
 */
export function isPushEndpoint(endpoint: string, allowLocalHttp = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // 'localhost.' is localhost: a name's final dot changes nothing it resolves to.
  const host = url.hostname.replace(/\.+$/, '');
  if (allowLocalHttp && LOOPBACK.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  return url.protocol === 'https:' && !IP_LITERAL.test(host) && !LOCAL_NAME.test(host) && host.includes('.');
}

const endpointField = (allowLocalHttp: boolean) =>
  textField(MESSAGES.pushEndpointInvalid)
    .max(PUSH_ENDPOINT_MAX, MESSAGES.pushEndpointTooLong)
    .refine((v) => isPushEndpoint(v, allowLocalHttp), { message: MESSAGES.pushEndpointInvalid });

/** POST /push/subscriptions: `expirationTime` (which browsers send as null) is accepted and ignored. */
export const pushSubscriptionSchema = (allowLocalHttp = false) =>
  z.object({
    endpoint: endpointField(allowLocalHttp),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64urlOf(65, MESSAGES.pushKeyInvalid), auth: base64urlOf(16, MESSAGES.pushAuthInvalid) }, { error: MESSAGES.pushKeyInvalid }),
  });
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** DELETE /push/subscriptions, and sign-out's optional body: this device's endpoint. */
export const pushEndpointSchema = z.object({ endpoint: textField(MESSAGES.pushEndpointInvalid).max(PUSH_ENDPOINT_MAX, MESSAGES.pushEndpointTooLong) });

/** GET /push/key: the VAPID public key (applicationServerKey), base64url. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives, decrypted: the bell's words, where a tap goes, and the tag that replaces earlier ones. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/**
 * POST /auth/logout may name this browser's push endpoint: signing out stops its notifications. No
 * body at all (Fastify's null) stays a plain sign-out.
 */
export const signOutBodySchema = z.object({ pushEndpoint: pushEndpointSchema.shape.endpoint.optional() }).nullish();
