import type { WebSocket } from 'ws';
import { WS_CLOSE } from '@spaceshare/shared/constants';
import type { LiveEvent } from '@spaceshare/shared/schemas/live-event';

type LiveSocket = WebSocket & { isAlive?: boolean; sessionToken?: string };

/** The one event the hub acts on instead of forwarding: check these users' sockets now (decision 2109). */
const SESSIONS_ENDED = JSON.stringify({ type: 'sessions-ended' } satisfies LiveEvent);

/** Answers which of the given session tokens are still signed in. */
export type SessionCheck = (tokens: string[]) => Promise<Set<string>>;

/**
 * This process's open sockets by user id. A user may have several (tabs, devices); each gets every
 * event. Events for users connected to other instances arrive through the event bus.
 */
export class SocketHub {
  private readonly byUser = new Map<string, Set<LiveSocket>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    heartbeatMs = 30_000,
    private readonly sessionCheck?: SessionCheck,
  ) {
    // A socket that did not answer the previous ping is gone (sleeping laptop, dropped network):
    // terminate it so it stops holding memory and receiving events.
    this.heartbeat = setInterval(() => {
      this.sweep();
      void this.dropEndedSessions().catch(() => {});
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  add(userId: string, socket: LiveSocket, sessionToken?: string) {
    socket.isAlive = true;
    socket.sessionToken = sessionToken;
    socket.on('pong', () => {
      socket.isAlive = true;
    });
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(socket);
    socket.once('close', () => this.remove(userId, socket));
  }

  private remove(userId: string, socket: LiveSocket) {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byUser.delete(userId);
  }

  deliver = (userIds: readonly string[], json: string) => {
    if (json === SESSIONS_ENDED) {
      void this.dropEndedSessions(userIds).catch(() => {});
      return;
    }
    for (const userId of userIds) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      for (const socket of set) {
        if (socket.readyState === socket.OPEN) socket.send(json);
      }
    }
  };

  sweep() {
    for (const [userId, set] of this.byUser) {
      for (const socket of set) {
        if (!socket.isAlive) {
          socket.terminate();
          this.remove(userId, socket);
          continue;
        }
        socket.isAlive = false;
        socket.ping();
      }
    }
  }

  /**
   * A socket lives longer than the request that opened it: once its session is gone (signed out
   * in another tab, expired), it stops receiving events. Every sweep checks every socket; a user whose
   * sessions were just ended elsewhere has theirs checked at once (`userIds`).
   */
  async dropEndedSessions(userIds?: readonly string[]) {
    if (!this.sessionCheck) return;
    const sets = userIds ? userIds.flatMap((id) => this.byUser.get(id) ?? []) : [...this.byUser.values()];
    const tokens = new Set<string>();
    for (const set of sets) for (const socket of set) if (socket.sessionToken) tokens.add(socket.sessionToken);
    if (tokens.size === 0) return;
    const live = await this.sessionCheck([...tokens]);
    for (const set of sets) {
      for (const socket of set) {
        if (socket.sessionToken && !live.has(socket.sessionToken)) socket.close(WS_CLOSE.SIGNED_OUT, 'Signed out');
      }
    }
  }

  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get connectedUsers() {
    return this.byUser.size;
  }

  close() {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) for (const socket of set) socket.close(1001, 'Server shutting down');
    this.byUser.clear();
  }
}
