import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on right now: the kernel picks one for a throwaway listener, which then lets go. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * The real server entry (src/server.ts) in a child process of its own, run from source the way
 * `npm run dev` runs it: tsx as the loader and the `source` export condition for @spaceshare/shared.
 */
export class ServerProcess {
  private output = '';
  readonly exited: Promise<Exit>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => {
      // The last few kilobytes are enough to say why a server did not start.
      this.output = (this.output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get pid(): number {
    return this.child.pid!;
  }

  get httpUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  get wsUrl() {
    return `ws://127.0.0.1:${this.port}/api/ws`;
  }

  /** Output the server has written so far (for failure messages). */
  get log() {
    return this.output;
  }

  /**
   * Spawns the server and resolves once GET /api/health answers 200; rejects if it exits or `timeoutMs`
   * passes first. Another process may take the free port between the probe and the server's listen, so
   * that one failure is retried on a new port.
   */
  static async start(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ServerProcess.startOnce(env, timeoutMs);
      } catch (err) {
        if (attempt >= 3 || !(err instanceof Error && err.message.includes('EADDRINUSE'))) throw err;
      }
    }
  }

  private static async startOnce(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, port);
    let exit: Exit | undefined;
    void server.exited.then((e) => (exit = e));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exit) throw new Error(`server on port ${port} exited (${exit.code ?? exit.signal}) before it was healthy:\n${server.log}`);
      try {
        const res = await fetch(`${server.httpUrl}/api/health`);
        if (res.status === 200) return server;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`server on port ${port} was not healthy within ${timeoutMs} ms:\n${server.log}`);
  }

  /** Sends SIGTERM and waits for the process to end; resolves with how it ended. */
  async stop(): Promise<Exit> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    return this.exited;
  }
}
