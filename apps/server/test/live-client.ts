import { WebSocket } from 'ws';

export type LiveMessage = { type: string; [key: string]: unknown };

/**
 * A WebSocket test client that keeps every event it receives, in order, and hands them out by
 * predicate. Waiting has no timer of its own: the test's timeout is the only clock.
 */
export class LiveClient {
  readonly received: LiveMessage[] = [];
  private cursor = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as LiveMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new LiveClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Resolves with the close code and reason. */
  static closeOf(url: string, headers: Record<string, string> = {}): Promise<{ code: number; reason: string }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
      ws.once('error', reject);
    });
  }

  /** The next event (after those already taken) that matches, waiting for it if needed. */
  async next(match: (event: LiveMessage) => boolean = () => true): Promise<LiveMessage> {
    for (;;) {
      while (this.cursor < this.received.length) {
        const event = this.received[this.cursor++]!;
        if (match(event)) return event;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  send(event: object) {
    this.ws.send(JSON.stringify(event));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
