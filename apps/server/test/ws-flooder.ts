import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';

/**
 * A hostile signed-in client, run as a process of its own (test/realtime-abuse.test.ts spawns it) so
 * that its tight loop does not share the server's event loop: `sockets` parallel sockets send typing
 * frames as fast as the network takes them, each with a new conversation id, for `durationMs`, and
 * reopen at once whenever the server closes them. Half the ids are random; half start with the
 * user's own id, the shape of a conversation the user could be part of.
 *
 * Usage: node --import tsx test/ws-flooder.ts <wsUrl> <cookie> <userId> <durationMs> <sockets>
 * Prints "ready" once a socket is open, then one JSON line of figures when done.
 */

const [wsUrl, cookie, userId, durationArg, socketsArg] = process.argv.slice(2);
if (!wsUrl || !cookie || !userId) throw new Error('usage: ws-flooder <wsUrl> <cookie> <userId> <durationMs> <sockets>');
const durationMs = Number(durationArg ?? 3000);
const socketCount = Number(socketsArg ?? 1);

/** Frames handed to ws.send between two turns of the event loop, so that writes get flushed. */
const BATCH = 500;

const stats = { framesSent: 0, opened: 0, refused: 0, closes: {} as Record<string, number> };
let deadline = 0;
let announced = false;

const randomId = () => randomBytes(24).toString('hex');
const frame = (i: number) =>
  JSON.stringify({ type: 'typing', conversationId: i % 2 ? randomId() : `${userId}${randomBytes(12).toString('hex')}` });

function flood(ws: WebSocket) {
  if (ws.readyState !== WebSocket.OPEN || Date.now() >= deadline) return;
  for (let i = 0; i < BATCH; i++) ws.send(frame(i));
  stats.framesSent += BATCH;
  setImmediate(() => flood(ws));
}

function connect() {
  if (Date.now() >= deadline) return;
  const ws = new WebSocket(wsUrl!, { headers: { cookie: cookie! } });
  ws.on('open', () => {
    stats.opened += 1;
    if (!announced) {
      announced = true;
      process.stdout.write('ready\n');
    }
    flood(ws);
  });
  ws.on('unexpected-response', (_req, res) => {
    stats.refused += 1;
    res.resume();
    ws.terminate();
  });
  ws.on('error', () => {});
  ws.on('close', (code) => {
    stats.closes[code] = (stats.closes[code] ?? 0) + 1;
    // Straight back in, as an attacker would; a refused handshake gets a breath first.
    setTimeout(connect, code === 1006 ? 10 : 0);
  });
}

deadline = Date.now() + durationMs;
for (let i = 0; i < socketCount; i++) connect();
// The flood ends at the deadline whatever state the sockets are in; leaving drops them all at once.
setTimeout(() => {
  process.stdout.write(`${JSON.stringify(stats)}\n`);
  process.exit(0);
}, durationMs);
