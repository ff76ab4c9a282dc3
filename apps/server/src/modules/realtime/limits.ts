import type { WebSocket } from 'ws';

/**
 * What one socket may cost the server. A person types a few frames a second; a tab opens one socket;
 * nobody has dozens of tabs. Past these, the work is refused instead of queued.
 */
export const REALTIME_LIMITS = {
  /** Frames a socket may send in a burst … */
  frameBurst: 40,
  /** … refilled at this many per second; a socket that runs dry is closed with 1008. */
  framesPerSecond: 20,
  /** Participant lookups a socket may have waiting on the database; more are dropped, not queued. */
  lookupsInFlight: 2,
  /** Open sockets per user on one instance; the next one is closed with 4429. */
  socketsPerUser: 10,
  /** After a socket is closed for flooding, its user's new sockets are refused this long (ms). */
  floodCooldownMs: 10_000,
  /**
   * A refused socket (no session, too many open) is ended this long after its close frame if the
   * client has not answered it: ws would wait 30 s, which a client that never answers could use to
   * hold sockets past every cap.
   */
  refusedCloseGraceMs: 1_000,
  /** Conversation ids remembered as "not yours / not there", per process (least recently used out). */
  negativeCacheSize: 10_000,
} as const;

/** A token bucket: `take()` is false once the socket spent more than its budget. */
export class FrameBudget {
  private tokens: number = REALTIME_LIMITS.frameBurst;
  private last = Date.now();

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(REALTIME_LIMITS.frameBurst, this.tokens + ((now - this.last) / 1000) * REALTIME_LIMITS.framesPerSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Closes a socket refused right after the upgrade; nothing of it is kept past the grace period. */
export function refuseSocket(socket: WebSocket, code: number, reason: string) {
  socket.close(code, reason);
  const end = setTimeout(() => socket.terminate(), REALTIME_LIMITS.refusedCloseGraceMs);
  end.unref();
  socket.once('close', () => clearTimeout(end));
}

type SocketError = Error & { code?: unknown };

/**
 * What a live socket's error is logged as (the plugin's default logged every one as an error with its
 * stack). A frame past maxPayload, invalid UTF-8, an unmasked frame or a bad opcode is the client's
 * fault and anyone signed in can send one at will: the socket is ended and the line says what the
 * client did, at info level, without a stack. Anything else is ours and stays an error.
 */
export function liveSocketError(
  error: SocketError,
  socket: { terminate(): void },
  request: { log: { info(obj: object, msg: string): void; error(obj: object, msg?: string): void } },
) {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
    request.log.info({ code: error.code }, `live socket ended: ${error.message}`);
  } else {
    request.log.error({ err: error }, 'live socket error');
  }
  socket.terminate();
}
