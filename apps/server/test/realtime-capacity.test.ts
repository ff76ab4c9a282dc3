import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WS_CLOSE } from '@spaceshare/shared/constants';
import { REALTIME_LIMITS } from '../src/modules/realtime/limits.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { LiveClient } from './live-client.js';

const TOKEN = 'test-metrics-token-0123456789';
const MAX_SOCKETS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client that completes the upgrade by hand and then never answers anything, not even the
 * server's close frame: what a hostile client holding sockets open looks like. Resolves with the
 * raw socket once the 101 arrived.
 */
function silentUpgrade(port: number, headers: Record<string, string> = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [
      'GET /api/ws HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.once('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (head.startsWith('HTTP/1.1 101')) resolve(socket);
      else reject(new Error(head.split('\r\n')[0]));
      // Whatever comes next (the close frame) is read and ignored.
      socket.resume();
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

describe(`live sockets beyond WS_MAX_SOCKETS (${MAX_SOCKETS} here)`, () => {
  let t: TestApp;
  let port: number;
  let wsUrl: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ wsMaxSockets: MAX_SOCKETS, metricsToken: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    wsUrl = `ws://127.0.0.1:${port}/api/ws`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  async function open(who: Person) {
    const client = await LiveClient.open(wsUrl, { cookie: who.cookie });
    clients.push(client);
    return client;
  }
  const closeCode = (client: LiveClient) => new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
  async function metric(name: string, labels = ''): Promise<number | undefined> {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const line = res.body.split('\n').find((l) => l.startsWith(`${name}${labels} `));
    return line === undefined ? undefined : Number(line.split(' ')[1]);
  }
  /** Waits until the process holds this many sockets (the server sees a close a moment after the client). */
  async function settleAt(count: number) {
    while ((await metric('ws_open_sockets')) !== count) await pause(10);
  }

  it('closes the socket past the cap with 1013 whoever opens it, keeps the open ones, and takes one again once a place frees', async () => {
    const [a, b] = [await signedInPerson(t.db), await signedInPerson(t.db)];
    const open3 = [await open(a), await open(a), await open(b)];
    expect(await metric('ws_open_sockets')).toBe(MAX_SOCKETS);
    expect(await metric('ws_max_sockets')).toBe(MAX_SOCKETS);

    // Another person, far from their own cap of 10, is still refused: the process is full.
    const extra = await open(await signedInPerson(t.db));
    const extraClosed = closeCode(extra);
    expect(await extraClosed).toBe(WS_CLOSE.TRY_AGAIN_LATER);
    const again = await open(a);
    expect(await closeCode(again)).toBe(WS_CLOSE.TRY_AGAIN_LATER);
    await settleAt(MAX_SOCKETS);
    expect(open3.map((c) => c.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    expect(await metric('ws_refused_sockets_total', '{reason="server_full"}')).toBe(2);

    await open3.pop()!.close();
    await settleAt(MAX_SOCKETS - 1);
    const next = await open(b);
    await pause(100);
    expect(next.ws.readyState).toBe(WebSocket.OPEN);
    await Promise.all([...open3, next].map((c) => c.close()));
    await settleAt(0);
  });

  it('keeps no socket of an upgrade without a valid session, even from a client that never answers the close', async () => {
    const started = performance.now();
    const silent = await Promise.all([silentUpgrade(port), silentUpgrade(port, { cookie: 'sid=not-a-session' }), silentUpgrade(port, { authorization: 'Bearer nope' })]);
    const ended = silent.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve())));
    // ws would wait 30 s for the close handshake; the server ends these sockets itself.
    await Promise.all(ended);
    expect(performance.now() - started).toBeLessThan(REALTIME_LIMITS.refusedCloseGraceMs + 2000);
    await settleAt(0);
    expect(await metric('ws_refused_sockets_total', '{reason="signed_out"}')).toBe(3);

    // They held no place: the cap is whole for people who are signed in.
    const who = await signedInPerson(t.db);
    const full = [await open(who), await open(who), await open(who)];
    await pause(100);
    expect(full.map((c) => c.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    await Promise.all(full.map((c) => c.close()));
    await settleAt(0);
  });

  it('also ends a refused signed-in socket whose client never answers the close', async () => {
    const who = await signedInPerson(t.db);
    const full = [await open(who), await open(who), await open(who)];
    const silent = await silentUpgrade(port, { cookie: who.cookie });
    await new Promise<void>((resolve) => silent.once('close', () => resolve()));
    await settleAt(MAX_SOCKETS);
    await Promise.all(full.map((c) => c.close()));
    await settleAt(0);
  });
});
