// Proves that data made by the previous release starts under this code, intact: the release recorded
// in .ci/previous-release is built in a throwaway git worktree, run on a fresh PGlite DATA_DIR and on
// a fresh PostgreSQL database, given data through its HTTP API, stopped, and then this code is started
// on the same data and checked. Needs this checkout's server built (npm run build) and, for the
// PostgreSQL half, UPGRADE_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const previous = readFileSync(path.join(root, '.ci/previous-release'), 'utf8').trim();
const adminUrl = process.env.UPGRADE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'upgrade-check-passphrase-7';
const started = Date.now();
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const log = (line) => console.info(`[upgrade-check +${((Date.now() - started) / 1000).toFixed(0)}s] ${line}`);

function check(condition, what) {
  if (!condition) throw new Error(`upgrade check failed: ${what}`);
}

async function startServer(serverDir, port, env) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), LOGIN_RATE_LIMIT: '1000', WRITE_RATE_LIMIT: '1000', WEB_DIST: '/nonexistent', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server in ${serverDir} exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const base = `http://127.0.0.1:${port}/api`;
  return {
    async call(method, url, body, token) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      check(code === 0, `server in ${serverDir} exited with ${code} on SIGTERM`);
    },
  };
}

/** Data of every kind, made through the previous release's API. */
async function createData(app) {
  const reg = await app.call('POST', '/auth/register', { username: 'upgrader', email: 'upgrader@example.com', password: PASSWORD, country: 'Ghana' });
  check(reg.status === 200, `register on the previous release: ${reg.status} ${JSON.stringify(reg.json)}`);
  const courier = await app.call('POST', '/auth/login', { username: 'courier', password: 'password123' });
  check(courier.status === 200, 'demo courier signs in on the previous release');
  const gig = await app.call('POST', '/gigs', {
    title: 'Upgrade check: Guangzhou to Accra, 12 kg', about: 'Made by the previous release to prove the upgrade keeps it.',
    departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra',
    availableSpace: 12, priceRMB: 55, expirationDays: 20,
  }, courier.json.token);
  check(gig.status === 201, `gig on the previous release: ${gig.status} ${JSON.stringify(gig.json)}`);
  const conversation = await app.call('POST', '/conversations', { to: courier.json._id }, reg.json.token);
  check(conversation.status < 300, `conversation on the previous release: ${conversation.status}`);
  const message = await app.call('POST', '/messages', { conversationId: conversation.json.id, desc: 'Written before the upgrade' }, reg.json.token);
  check(message.status < 300, `message on the previous release: ${message.status}`);
  const alert = await app.call('POST', '/alerts', { search: 'China to Ghana' }, reg.json.token);
  check(alert.status === 201, `route alert on the previous release: ${alert.status}`);
  // A release from before alert emails (migration 0021) answers no `email`: such an alert must start with it off.
  return { gigId: gig.json._id, conversationId: conversation.json.id, alertId: alert.json._id, alertEmail: alert.json.email ?? false };
}

async function checkData(app, made) {
  const user = await app.call('POST', '/auth/login', { username: 'upgrader', password: PASSWORD });
  check(user.status === 200, `the previous release's user signs in: ${user.status}`);
  const demo = await app.call('POST', '/auth/login', { username: 'demo', password: 'password123' });
  check(demo.status === 200, 'the demo buyer signs in');
  const gig = await app.call('GET', `/gigs/single/${made.gigId}`);
  check(gig.status === 200 && gig.json.title.startsWith('Upgrade check'), 'the gig is there');
  const messages = await app.call('GET', `/messages/${made.conversationId}`, undefined, user.json.token);
  check(messages.status === 200 && JSON.stringify(messages.json).includes('Written before the upgrade'), 'the message is there');
  const reply = await app.call('POST', '/messages', { conversationId: made.conversationId, desc: 'Written after the upgrade' }, user.json.token);
  check(reply.status < 300, `a new write works: ${reply.status}`);
  // The alert is kept with its email switch; one made before alert emails existed has it off (migration 0021).
  const alerts = await app.call('GET', '/alerts', undefined, user.json.token);
  check(alerts.status === 200 && alerts.json.length === 1 && alerts.json[0]._id === made.alertId && alerts.json[0].label === 'China to Ghana', 'the route alert is there');
  check(alerts.json[0].email === made.alertEmail, `the route alert's email switch is kept (${made.alertEmail ? 'on' : 'off'})`);
  const list = await app.call('GET', '/gigs?search=China%20to%20Ghana');
  check(list.status === 200 && list.json.length > 0, 'search works');
}

async function upgrade(label, previousServer, env) {
  log(`${label}: previous release ${previous.slice(0, 7)} makes data`);
  const old = await startServer(previousServer, 3291, { ...env, SEED_DEMO: 'true' });
  const made = await createData(old);
  await old.stop();
  log(`${label}: this code starts on it`);
  const current = await startServer(path.join(root, 'apps/server'), 3292, { ...env, SEED_DEMO: 'auto' });
  try {
    await checkData(current, made);
  } finally {
    await current.stop();
  }
  log(`${label}: data intact, the app works`);
}

const work = mkdtempSync(path.join(tmpdir(), 'spaceshare-upgrade-'));
const tree = path.join(work, 'previous');
const dbName = `spaceshare_upgrade_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
// A client never connected would queue the clean-up's query for good, and the failure that led
// here would end as Node's exit 13 (an unsettled top-level await) without its message.
let connected = false;
try {
  log(`building the previous release ${previous} in ${tree}`);
  run('git', ['worktree', 'add', '--detach', tree, previous], root);
  // The same lock file installs the same packages: a copy of ours takes 10 s where npm ci takes 45 s.
  // Workspace links in node_modules are relative, so the copy's point at the worktree's packages.
  const lock = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (readFileSync(path.join(tree, 'package-lock.json'), 'utf8') === lock) {
    // The lock file's own entries name the root ('') and each workspace: every place npm installs into.
    const installDirs = Object.keys(JSON.parse(lock).packages).filter((dir) => !dir.includes('node_modules'));
    for (const dir of installDirs) {
      const modules = path.join(root, dir, 'node_modules');
      if (existsSync(modules)) run('cp', ['-a', modules, path.join(tree, dir, 'node_modules')], root);
    }
  } else {
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], tree);
  }
  run('npm', ['run', 'build', '-w', 'packages/shared'], tree);
  run('npm', ['run', 'build', '-w', 'apps/server'], tree);
  const previousServer = path.join(tree, 'apps/server');

  await upgrade('PGlite', previousServer, { DATA_DIR: path.join(work, 'data') });

  await admin.connect();
  connected = true;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  await upgrade('PostgreSQL', previousServer, { DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'pgdata') });
  log('done');
} finally {
  if (connected) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  try {
    run('git', ['worktree', 'remove', '--force', tree], root);
  } catch {
    /* never added */
  }
  rmSync(work, { recursive: true, force: true });
}
