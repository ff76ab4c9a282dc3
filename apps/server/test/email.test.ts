import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { RouteAlert } from '@spaceshare/shared/schemas/route-alert';
import { SETTINGS_DEFAULTS } from '@spaceshare/shared/settings';
import { buildApp } from '../src/app.js';
import { testConfig, type EmailConfig } from '../src/config.js';
import { createGig } from '../src/db/factories.js';
import { emailOutbox, users } from '../src/db/schema/index.js';
import { createMailer, SMTP_TIMEOUTS_MS } from '../src/modules/email/mailer.js';
import { drainOutbox, EMAIL_LEASE_MS, enqueueEmail } from '../src/modules/email/outbox.js';
import { renderEmail } from '../src/modules/email/templates.js';
import { postGig, signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, createTestDatabase, type TestApp } from './helpers.js';
import { startSmtp } from './smtp-server.js';

// Email (issue 11), sent through a real SMTP server started here and read back as it arrived.

const PUBLIC_URL = 'https://spaceshare.example';
const quietLog = { info() {} };

describe('email', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const base = testConfig().email;
  let email: EmailConfig;
  beforeAll(async () => {
    smtp = await startSmtp();
    email = { ...base, publicUrl: PUBLIC_URL, smtpUrl: smtp.url, unreadDelayMs: 0, retryBaseMs: 0 };
    t = await createTestApp({ email });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailer = () => createMailer({ smtpUrl: smtp.url, from: 'SpaceShare <no-reply@spaceshare.example>', outboxDir: '/nonexistent', log: quietLog });
  const drain = () => drainOutbox(t.db, mailer());
  const person = (seller = false) => signedInPerson(t.db, seller);
  const post = (who: Person, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
  const put = (who: Person, url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers: { cookie: who.cookie }, payload });
  const addressOf = async (who: Person) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0]!.email;
  const mailsTo = async (who: Person) => {
    const to = await addressOf(who);
    return smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));
  };

  it('keeps settings on the account: defaults, partial changes, strict input', async () => {
    const me = await person();
    const get = () => t.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: { cookie: me.cookie } });
    expect((await get()).json()).toEqual(SETTINGS_DEFAULTS);
    expect((await put(me, '/api/users/me/settings', { orderUpdates: false, sessionTimeout: '60' })).json()).toEqual({
      ...SETTINGS_DEFAULTS,
      orderUpdates: false,
      sessionTimeout: '60',
    });
    expect((await put(me, '/api/users/me/settings', { messageAlerts: false })).json()).toMatchObject({ orderUpdates: false, messageAlerts: false });
    expect((await put(me, '/api/users/me/settings', { sessionTimeout: '45' })).statusCode).toBe(400);
    expect((await put(me, '/api/users/me/settings', { orderUpdates: 'no' })).statusCode).toBe(400);
    expect((await put(me, '/api/users/me/settings', { isAdmin: true })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/settings' })).statusCode).toBe(401);
  });

  it('emails a booking request as HTML and text, with absolute links and one-click unsubscribe', async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id, { title: 'Guangzhou to Accra in May' });
    const before = smtp.received.length;
    const res = await post(buyer, `/api/gigs/${gig.id}/requests`, { quantity: 2, description: 'Books <b>and</b> shoes', declaration: true });
    expect(res.statusCode).toBe(201);
    expect(await drain()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor(before + 1);
    const [mail] = await mailsTo(seller);
    expect(mail!.subject).toBe('SpaceShare: New booking request');
    // The bell's words, as a sentence.
    expect(mail!.text).toContain(`${buyer.username} asked for 2 kg on "Guangzhou to Accra in May".`);
    expect(mail!.text).toContain(`Answer the request: ${PUBLIC_URL}/requests`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/requests"`);
    expect(mail!.html).toContain('#0f5c4d');
    const header = (name: string) => mail!.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
    const unsubscribe = header('list-unsubscribe')!;
    expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/api/email/unsubscribe\\?u=${seller.id}&c=orders&t=[A-Za-z0-9_-]+>$`));
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The link turns the category off (the token is checked), and no more order emails are queued.
    const path = unsubscribe.slice(1, -1).replace(PUBLIC_URL, '');
    expect((await t.app.inject({ method: 'GET', url: path.replace(/t=[^&]+/, 't=wrong') })).statusCode).toBe(400);
    // A name every object inherits is no category, even with the user's own token.
    for (const inherited of ['toString', 'constructor', '__proto__']) {
      expect((await t.app.inject({ method: 'GET', url: path.replace('c=orders', `c=${inherited}`) })).statusCode).toBe(400);
    }
    const settingsOf = async () => (await t.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: { cookie: seller.cookie } })).json();
    // Opening the link (as a link scanner does) changes nothing: it shows a button.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop getting booking and order emails');
    expect(await settingsOf()).toMatchObject({ orderUpdates: true });
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1]!.replaceAll('&#38;', '&');
    expect(action).toBe(path.replace('/api/email/unsubscribe?', '/api/email/unsubscribe/confirm?'));
    // The button, as a browser sends it.
    const done = await t.app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get booking and order emails');
    expect(await settingsOf()).toMatchObject({ orderUpdates: false, messageAlerts: true });
    // A mail client's one-click (RFC 8058): a form body, answered in JSON.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ message: 'Unsubscribed' });
    // RFC 8058 asks clients for multipart/form-data: taken too, though other routes answer it with 415.
    const multipart = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect([multipart.statusCode, multipart.json()]).toEqual([200, { message: 'Unsubscribed' }]);
    await post(await person(), `/api/gigs/${gig.id}/requests`, { quantity: 1, description: 'A small parcel', declaration: true });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, seller.id))).toHaveLength(1);
  });

  it('sends one email per unread conversation, and none once it was read', async () => {
    const seller = await person(true);
    const buyer = await person();
    const { id } = (await post(buyer, '/api/conversations', { to: seller.id })).json();
    for (const desc of ['Hello', 'Are you there?', 'I need 3 kg']) await post(buyer, '/api/messages', { conversationId: id, desc });
    const queued = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, seller.id));
    expect(queued).toHaveLength(1);
    await drain();
    const mails = await mailsTo(seller);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('SpaceShare: You have an unread message');
    expect(mails[0]!.text).toContain(`${buyer.username}: Hello`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/message/${id}`);

    // Read before the delay: skipped.
    const other = await person();
    const { id: second } = (await post(other, '/api/conversations', { to: seller.id })).json();
    await post(other, '/api/messages', { conversationId: second, desc: 'Hi there' });
    await put(seller, `/api/conversations/${second}`);
    await drain();
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `unread:${seller.id}:/message/${second}`));
    expect(row!.status).toBe('skipped');
    expect(await mailsTo(seller)).toHaveLength(1);

    // Read while its email waited, then a new message: an email of its own, quoting it, not one about what was read.
    await post(other, '/api/messages', { conversationId: second, desc: 'Seen already' });
    await put(seller, `/api/conversations/${second}`);
    await post(other, '/api/messages', { conversationId: second, desc: 'One more question' });
    await drain();
    const latest = (await mailsTo(seller)).at(-1)!;
    expect(latest.text).toContain(`${other.username}: One more question`);
    expect(latest.text).not.toContain('Seen already');
    expect(await mailsTo(seller)).toHaveLength(2);

    // Message emails off: nothing queued.
    await put(buyer, '/api/users/me/settings', { messageAlerts: false });
    await post(seller, '/api/messages', { conversationId: id, desc: 'Yes, I have space' });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, buyer.id))).toHaveLength(0);
  });

  it('skips a queued email whose category was turned off, or whose recipient was suspended, before it went', async () => {
    const seller = await person(true);
    const [first, second] = [await person(), await person()];
    const chat = async (from: Person) => {
      const { id } = (await post(from, '/api/conversations', { to: seller.id })).json();
      await post(from, '/api/messages', { conversationId: id, desc: 'Hello, any space left?' });
      return id as string;
    };
    const statusOf = async (conversationId: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `unread:${seller.id}:/message/${conversationId}`)))[0]!.status;

    // Queued while wanted, then the switch goes off during the delay.
    const one = await chat(first);
    await put(seller, '/api/users/me/settings', { messageAlerts: false });
    await drain();
    expect(await statusOf(one)).toBe('skipped');

    // Queued while wanted, then the recipient is suspended.
    await put(seller, '/api/users/me/settings', { messageAlerts: true });
    const two = await chat(second);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.id));
    await drain();
    expect(await statusOf(two)).toBe('skipped');
    expect(await mailsTo(seller)).toEqual([]);
  });

  describe('route alerts (decision 1505)', () => {
    const CN_GH = { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' };
    const watch = async (who: Person, search: string) => (await post(who, '/api/alerts', { search })).json<RouteAlert>();
    const patch = (who: Person, id: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: `/api/alerts/${id}`, headers: { cookie: who.cookie }, payload: payload as object });
    const newGig = async (seller: Person, title: string) => {
      const res = await postGig(t.app, seller.cookie, CN_GH, { title });
      expect(res.statusCode).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    const alertRows = (who: Person) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, who.id), eq(emailOutbox.category, 'alerts')));

    it('emails a new gig on a watched route once, with a link to it and an unsubscribe that stops alert emails only', async () => {
      const seller = await person(true);
      const watcher = await person();
      const alert = await watch(watcher, 'Guangzhou to Accra');
      expect(alert.email).toBe(true);
      const id = await newGig(seller, 'Canton to Accra in June');
      // A second gig while the first email waits adds no second email (the bell has both).
      await newGig(seller, 'Another trip to Accra');
      expect(await alertRows(watcher)).toHaveLength(1);
      await drain();
      const mails = await mailsTo(watcher);
      expect(mails.map((m) => m.subject)).toEqual(['SpaceShare: New gig on your route Guangzhou to Accra']);
      expect(mails[0]!.text).toContain('New gig on your route Guangzhou to Accra: "Canton to Accra in June"');
      expect(mails[0]!.text).toContain(`See the gig: ${PUBLIC_URL}/gig/${id}`);
      expect(mails[0]!.text).toContain('you asked to be emailed about new gigs on a route you watch');
      const link = mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/^[^<]+</, '').replace(/>\s*$/, '').replace(/\r?\n\s+/g, '');
      expect(link).toContain('c=alerts');

      // The link's page names alert emails and where to turn them on again; one click turns off every alert's email.
      const path = link.replace(PUBLIC_URL, '');
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.body).toContain('Stop getting route alert emails');
      expect(page.body).toContain('href="/notifications#alerts"');
      await watch(watcher, 'to Kenya');
      const done = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(done.json()).toEqual({ message: 'Unsubscribed' });
      const list = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: watcher.cookie } })).json<RouteAlert[]>();
      expect(list.map((a) => a.email)).toEqual([false, false]);
      // Other emails stay on.
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: { cookie: watcher.cookie } })).json()).toMatchObject({
        emailNotifications: true,
        messageAlerts: true,
        orderUpdates: true,
      });
      await drain();
      await newGig(seller, 'A third trip to Accra');
      await drain();
      expect(await mailsTo(watcher)).toHaveLength(1);
    });

    it('emails the next gig once the first was read in the bell while its email waited', async () => {
      const seller = await person(true);
      const watcher = await person();
      await watch(watcher, 'China to Ghana');
      await newGig(seller, 'First trip to Accra');
      await post(watcher, '/api/notifications/read');
      await newGig(seller, 'Second trip to Accra');
      await drain();
      const mails = await mailsTo(watcher);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('"Second trip to Accra"');
    });

    it('sends nothing for an alert seen in the app first, turned off, or with email off in settings', async () => {
      const seller = await person(true);
      const [seen, off, switchedOff, settingsOff] = [await person(), await person(), await person(), await person()];
      for (const who of [seen, off, switchedOff, settingsOff]) await watch(who, 'China to Ghana');
      const offAlert = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: off.cookie } })).json<RouteAlert[]>()[0]!;
      expect((await patch(off, offAlert._id, { email: false })).json()).toMatchObject({ _id: offAlert._id, email: false });
      await put(settingsOff, '/api/users/me/settings', { emailNotifications: false });

      await newGig(seller, 'Guangzhou to Accra soon');
      expect(await alertRows(off)).toEqual([]);
      expect(await alertRows(settingsOff)).toEqual([]);
      // Read in the bell before the email went: skipped.
      await post(seen, '/api/notifications/read');
      // Email turned off while it waited: skipped.
      const switchedAlert = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: switchedOff.cookie } })).json<RouteAlert[]>()[0]!;
      await patch(switchedOff, switchedAlert._id, { email: false });
      await drain();
      for (const who of [seen, switchedOff]) expect((await alertRows(who)).map((r) => r.status)).toEqual(['skipped']);
      for (const who of [seen, off, switchedOff, settingsOff]) expect(await mailsTo(who)).toEqual([]);
    });

    it("changes only its owner's alert, and only its email", async () => {
      const me = await person();
      const other = await person();
      const alert = await watch(me, 'China to Ghana');
      expect((await patch(other, alert._id, { email: false })).json()).toEqual({ message: MESSAGES.alertNotYoursToChange });
      expect((await patch(other, alert._id, { email: false })).statusCode).toBe(403);
      expect((await patch(me, 'no-such-alert', { email: false })).statusCode).toBe(404);
      for (const body of [{}, { email: 'no' }, { email: false, label: 'Mine' }, { search: 'to Kenya' }]) {
        const res = await patch(me, alert._id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect((await t.app.inject({ method: 'PATCH', url: `/api/alerts/${alert._id}`, payload: { email: false } })).statusCode).toBe(401);
      expect((await patch(me, alert._id, { email: false })).json()).toEqual({ ...alert, email: false });
      expect((await patch(me, alert._id, { email: true })).json()).toEqual(alert);
    });
  });

  it('never sends an email twice when a slow sender outlives its lease and another instance takes the rest', async () => {
    const me = await person();
    const subjects = ['Lease 1', 'Lease 2', 'Lease 3'];
    for (const subject of subjects) {
      await enqueueEmail(t.db, {
        userId: me.id,
        category: 'account',
        content: ({ publicUrl }) => renderEmail({ subject, heading: subject, body: 'Body', action: 'Open', url: publicUrl, unsubscribeUrl: null, category: 'account' }),
      });
    }
    const sends: string[] = [];
    const quick = { target: 'test', close() {}, send: async (e: { subject: string }) => void sends.push(e.subject) };
    let slowed = false;
    const slow = {
      ...quick,
      async send(e: { subject: string }) {
        if (!slowed) {
          slowed = true;
          // The batch's lease runs out while its first email is still being sent (the rows waiting behind
          // it), and the other instance drains meanwhile.
          await t.db
            .update(emailOutbox)
            .set({ lockedUntil: new Date(Date.now() - 1000) })
            .where(and(eq(emailOutbox.userId, me.id), eq(emailOutbox.status, 'pending'), ne(emailOutbox.subject, e.subject)));
          await drainOutbox(t.db, quick);
        }
        sends.push(e.subject);
      },
    };
    await drainOutbox(t.db, slow);
    expect(sends.filter((subject) => subjects.includes(subject)).sort()).toEqual(subjects);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, me.id));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('gives up on a mail server that never answers well within the row\'s lease, and retries the row (decision 2514)', async () => {
    // Nodemailer would wait 30 s for a greeting and 10 min for an answer; the lease is 60 s.
    expect(SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket).toBeLessThan(EMAIL_LEASE_MS);
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket)); // accepts, then says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const me = await person();
      const content = () => renderEmail({ subject: 'Test', heading: 'Test', body: 'Body', action: 'Open', url: 'https://x.example', unsubscribeUrl: null, category: 'account' });
      expect(await enqueueEmail(t.db, { userId: me.id, category: 'account', content })).toBe(true);
      const stalled = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'a@b.example',
        outboxDir: '/nonexistent',
        log: quietLog,
        timeoutsMs: { connection: 300, greeting: 300, socket: 60_000 },
      });
      await drainOutbox(t.db, stalled);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, me.id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/greeting/i);
      expect(sockets.size).toBe(1);
      stalled.close();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 10_000);

  it('retries with backoff when the server refuses, then gives up after the last attempt', async () => {
    const refusing = await startSmtp({ refuse: true });
    try {
      const me = await person();
      const db = t.db;
      expect(
        await enqueueEmail(db, {
          userId: me.id,
          category: 'account',
          content: ({ publicUrl }) => renderEmail({ subject: 'Test', heading: 'Test', body: 'Body', action: 'Open', url: publicUrl, unsubscribeUrl: null, category: 'account' }),
        }),
      ).toBe(true);
      const failing = createMailer({ smtpUrl: refusing.url, from: 'a@b.example', outboxDir: '/nonexistent', log: quietLog });
      const rowOf = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, me.id)))[0]!;
      for (let attempt = 1; attempt <= email.maxAttempts; attempt++) {
        await drainOutbox(db, failing);
        const row = await rowOf();
        expect(row.attempts).toBe(attempt);
        expect(row.status).toBe(attempt < email.maxAttempts ? 'pending' : 'failed');
        expect(row.lastError).toMatch(/451/);
      }
      failing.close();
    } finally {
      await refusing.close();
    }
  });
});

describe('email without SMTP_URL', () => {
  it('writes each email as an .eml file under the outbox directory and logs one line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const lines: object[] = [];
    const mailer = createMailer({ from: 'SpaceShare <no-reply@spaceshare.example>', outboxDir: path.join(dir, 'outbox'), log: { info: (obj) => lines.push(obj) } });
    const content = renderEmail({ subject: 'Reset your password', heading: 'Hi', body: 'Body', action: 'Open', url: PUBLIC_URL, unsubscribeUrl: null, category: 'account' });
    await mailer.send({ id: 'e1', to: 'ama@example.com', unsubscribeUrl: null, ...content });
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-e1\.eml$/);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('To: ama@example.com');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(lines).toHaveLength(1);
    mailer.close();
    await rm(dir, { recursive: true, force: true });
  });
});

describe('email with two instances on one database', () => {
  it('sends each queued email once', async () => {
    const smtp = await startSmtp();
    const { database, drop } = await createTestDatabase();
    const email = { ...testConfig().email, publicUrl: PUBLIC_URL, smtpUrl: smtp.url, pollMs: 20 };
    const apps = await Promise.all([0, 1].map(() => buildApp({ config: testConfig({ email }), database })));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const people = await Promise.all(Array.from({ length: 30 }, () => signedInPerson(database.db)));
      for (const p of people) {
        await enqueueEmail(database.db, {
          userId: p.id,
          category: 'account',
          content: ({ publicUrl }) => renderEmail({ subject: `For ${p.username}`, heading: 'Hi', body: 'Hello', action: 'Open', url: publicUrl, unsubscribeUrl: null, category: 'account' }),
        });
      }
      await smtp.waitFor(30);
      // Give a duplicate, if there were one, the time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = smtp.received.map((m) => m.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      const rows = await database.db.select().from(emailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await drop();
      await smtp.close();
    }
  });
});
