import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { testConfig } from '../src/config.js';
import { DEFAULT_PASSWORD } from '../src/db/factory-defaults.js';
import { createUser } from '../src/db/factories.js';
import { accountTokens, emailOutbox, users } from '../src/db/schema/index.js';
import { createMailer } from '../src/modules/email/mailer.js';
import { drainOutbox } from '../src/modules/email/outbox.js';
import { createTestApp, sessionCookie, type TestApp } from './helpers.js';
import { startSmtp } from './smtp-server.js';

// Decision 2311: a change of email by a link to the new address, the "password changed" email, a
// device told why a password change signed it out, and new browsers recognised by their cookie.
// Emails go through a real SMTP server and are read as they arrived.

const PUBLIC_URL = 'https://spaceshare.example';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const NEW_PASSWORD = 'violet-harbour-lantern-42';

describe('account changes', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ loginRateLimit: 1000, email: { ...testConfig().email, publicUrl: PUBLIC_URL, smtpUrl: smtp.url, retryBaseMs: 0 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailer = () => createMailer({ smtpUrl: smtp.url, from: 'SpaceShare <no-reply@spaceshare.example>', outboxDir: '/nonexistent', log: { info() {} } });
  /** Sends what is queued and returns the emails that arrived for `address`. */
  const deliveredTo = async (address: string): Promise<ParsedMail[]> => {
    const queued = await t.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    const before = smtp.received.length;
    await drainOutbox(t.db, mailer());
    await smtp.waitFor(before + queued.length);
    return smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === address)));
  };
  const subjectsTo = async (address: string) => (await deliveredTo(address)).map((m) => m.subject);

  /** A sign-in as a browser would make it: the cookies it keeps (`jar`) go with it and come back updated. */
  const signIn = async (username: string, { password = DEFAULT_PASSWORD, ua = CHROME, jar = new Map<string, string>() } = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) }, payload: { username, password } });
    expect(res.statusCode, res.body).toBe(200);
    for (const c of res.cookies) if (c.name !== 'sid') jar.set(c.name, c.value);
    return { cookie: sessionCookie(res), jar, res };
  };
  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
  const linkToken = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

  it('changes the email only when the link sent to the new address is opened, and tells the old address', async () => {
    const user = await createUser(t.db, { email: `old.${Date.now()}@example.com` });
    const taken = await createUser(t.db, { email: `Taken.${Date.now()}@Example.com` });
    const { cookie } = await signIn(user.username);
    const change = (payload: object) => post('/api/auth/email', cookie, payload);
    const next = `nana.${Date.now()}@example.org`;

    expect((await change({ email: next, password: 'not-my-password' })).json()).toEqual({ message: MESSAGES.currentPasswordWrong });
    expect((await change({ email: 'not-an-email', password: DEFAULT_PASSWORD })).json()).toEqual({ message: MESSAGES.emailInvalid });
    expect((await change({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD })).json()).toEqual({ message: MESSAGES.emailSameAsCurrent });
    // Another account's address, whatever its case: as registration refuses it.
    const refused = await change({ email: ` ${taken.email.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: MESSAGES.emailTaken }]);
    expect((await post('/api/auth/email', '', { email: next, password: DEFAULT_PASSWORD })).statusCode).toBe(401);

    const asked = await change({ email: next.toUpperCase(), password: DEFAULT_PASSWORD });
    expect([asked.statusCode, asked.json()]).toEqual([200, { message: MESSAGES.emailChangeSent }]);
    // Nothing changed yet.
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);

    const [link] = await deliveredTo(next);
    expect(link!.subject).toBe('SpaceShare: Confirm your new email address');
    const token = linkToken(link!.text!, `${PUBLIC_URL}/confirm-email`)!;
    expect(token).toBeTruthy();
    const notice = (await deliveredTo(user.email)).find((m) => m.subject === 'SpaceShare: Your email address is being changed');
    expect(notice!.text).toContain(`to n***@example.org`);
    expect(notice!.text).toContain('If this was not you');
    expect(notice!.text).not.toContain(token);

    const confirm = (tok: string) => post('/api/auth/email/confirm', '', { token: tok });
    expect((await confirm('made-up')).json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });
    expect((await confirm(token)).json()).toEqual({ message: MESSAGES.emailChangedDone });
    expect((await confirm(token)).json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });
    const me = (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { cookie } })).json();
    expect([me.email, me.emailVerified]).toEqual([next, true]);
    // The new address is the one a reset link goes to now.
    await post('/api/auth/forgot', '', { email: next });
    expect(await subjectsTo(next)).toContain('SpaceShare: Reset your password');
  });

  it('refuses an address another account took before the link was opened, and limits links per hour', async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(user.username);
    const next = `race.${Date.now()}@example.com`;
    expect((await post('/api/auth/email', cookie, { email: next, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const token = linkToken((await deliveredTo(next))[0]!.text!, '/confirm-email')!;
    await createUser(t.db, { email: next });
    expect((await post('/api/auth/email/confirm', '', { token })).json()).toEqual({ message: MESSAGES.emailTaken });

    for (let i = 1; i < LIMITS.ACCOUNT_LINKS_PER_HOUR; i++) {
      expect((await post('/api/auth/email', cookie, { email: `more${i}.${next}`, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    }
    const flood = await post('/api/auth/email', cookie, { email: `one-more.${next}`, password: DEFAULT_PASSWORD });
    expect([flood.statusCode, flood.json()]).toEqual([429, { message: MESSAGES.tooManyLinks }]);
    // Only the newest link works.
    const links = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(links.filter((l) => l.purpose === 'email' && !l.usedAt)).toHaveLength(1);
  });

  it('a password change or reset withdraws a change of email still waiting for its link (what the notice tells people to do)', async () => {
    // Someone with a stolen session asks for their own address; the owner, told by the notice, changes the password.
    const user = await createUser(t.db, { email: `owner.${Date.now()}@example.com` });
    const thief = await signIn(user.username);
    const theirs = `thief.${Date.now()}@example.net`;
    expect((await post('/api/auth/email', thief.cookie, { email: theirs, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const stolen = linkToken((await deliveredTo(theirs))[0]!.text!, '/confirm-email')!;
    const owner = await signIn(user.username);
    expect((await post('/api/auth/password', owner.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/email/confirm', '', { token: stolen })).json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);

    // The same through a reset from the old address.
    const again = await signIn(user.username, { password: NEW_PASSWORD });
    expect((await post('/api/auth/email', again.cookie, { email: `2.${theirs}`, password: NEW_PASSWORD })).statusCode).toBe(200);
    const second = linkToken((await deliveredTo(`2.${theirs}`))[0]!.text!, '/confirm-email')!;
    await post('/api/auth/forgot', '', { email: user.email });
    const reset = linkToken((await deliveredTo(user.email)).find((m) => m.subject === 'SpaceShare: Reset your password')!.text!, '/reset-password')!;
    expect((await post('/api/auth/reset', '', { token: reset, password: `${NEW_PASSWORD}-2` })).statusCode).toBe(200);
    expect((await post('/api/auth/email/confirm', '', { token: second })).json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });
  });

  /** Runs `act` while the email outbox refuses rows with this subject (the last step of a change fails). */
  const withOutboxRefusing = async (subject: string, act: () => Promise<void>) => {
    await t.db.execute(sql.raw(`create function refuse_email() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`));
    await t.db.execute(sql.raw(`create trigger refuse_email before insert on email_outbox for each row when (new.subject = '${subject}') execute function refuse_email()`));
    try {
      await act();
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_email on email_outbox'));
      await t.db.execute(sql.raw('drop function refuse_email()'));
    }
  };

  it('changes a password, ends the other sessions and queues the email all at once, or none of it', async () => {
    const user = await createUser(t.db, { email: `atomic.${Date.now()}@example.com` });
    const here = await signIn(user.username);
    const phone = await signIn(user.username);
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    await withOutboxRefusing('SpaceShare: Your password was changed', async () => {
      const changed = await post('/api/auth/password', here.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(500);
    });
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(after!.hash).toBe(before!.hash);
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: phone.cookie } });
    expect(stillIn.statusCode).toBe(200);
  });

  it('never sends a change of email link without its notice to the old address', async () => {
    const user = await createUser(t.db, { email: `notice.${Date.now()}@example.com` });
    const { cookie } = await signIn(user.username);
    await withOutboxRefusing('SpaceShare: Your email address is being changed', async () => {
      expect((await post('/api/auth/email', cookie, { email: `n.${user.email}`, password: DEFAULT_PASSWORD })).statusCode).toBe(500);
    });
    const links = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(links.filter((l) => l.purpose === 'email')).toEqual([]);
    expect(await deliveredTo(`n.${user.email}`)).toEqual([]);
  });

  it('confirms a change of email wholly or not at all: the old address keeps working until its links are spent too', async () => {
    const user = await createUser(t.db, { email: `whole.${Date.now()}@example.com` });
    const { cookie } = await signIn(user.username);
    const next = `w.${user.email}`;
    expect((await post('/api/auth/email', cookie, { email: next, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const token = linkToken((await deliveredTo(next))[0]!.text!, '/confirm-email')!;
    await post('/api/auth/forgot', '', { email: user.email });
    // Spending the old address's links (the last step) fails.
    await t.db.execute(sql.raw(`create function refuse_spend() returns trigger language plpgsql as $$ begin raise exception 'tokens down'; end $$`));
    await t.db.execute(
      sql.raw(`create trigger refuse_spend before update on account_tokens for each row when (old.user_id = '${user.id}' and old.purpose = 'reset') execute function refuse_spend()`),
    );
    try {
      expect((await post('/api/auth/email/confirm', '', { token })).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_spend on account_tokens'));
      await t.db.execute(sql.raw('drop function refuse_spend()'));
    }
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    // Nothing happened: the link still works, and then does it all.
    expect((await post('/api/auth/email/confirm', '', { token })).json()).toEqual({ message: MESSAGES.emailChangedDone });
    const open = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(open.filter((l) => !l.usedAt)).toEqual([]);
  });

  it('emails "Your password was changed" on a change and a reset, and tells the signed-out device why', async () => {
    const user = await createUser(t.db, { email: `pw.${Date.now()}@example.com` });
    const here = await signIn(user.username);
    const phone = await signIn(user.username);
    await deliveredTo(user.email);
    const changed = await post('/api/auth/password', here.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const [mail] = (await deliveredTo(user.email)).filter((m) => m.subject === 'SpaceShare: Your password was changed');
    expect(mail!.text).toContain('If it was not');
    expect(mail!.text).toContain(`${PUBLIC_URL}/forgot-password`);

    // The phone's next call says why, again and again until it signs in (and the cookie is sent again).
    for (const url of ['/api/auth/sessions', '/api/conversations']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: phone.cookie } });
      expect([res.statusCode, res.json()]).toEqual([401, { message: MESSAGES.sessionEndedPasswordChanged }]);
    }
    // An unknown token, or a session signed out from the list, gets the plain answer.
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: 'sid=nothing-of-ours' } });
    expect(plain.json()).toEqual({ message: 'Please sign in to continue' });

    await post('/api/auth/forgot', '', { email: user.email });
    const reset = linkToken((await deliveredTo(user.email)).find((m) => m.subject === 'SpaceShare: Reset your password')!.text!, '/reset-password')!;
    expect((await post('/api/auth/reset', '', { token: reset, password: `${NEW_PASSWORD}-2` })).statusCode).toBe(200);
    expect((await subjectsTo(user.email)).filter((s) => s === 'SpaceShare: Your password was changed')).toHaveLength(2);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: here.cookie } });
    expect(after.json()).toEqual({ message: MESSAGES.sessionEndedPasswordChanged });
  });

  it('alerts a sign-in from a browser without its cookie, even with the same User-Agent', async () => {
    const user = await createUser(t.db, { email: `alert.${Date.now()}@example.com` });
    const alerts = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).filter((e) => e.subject === 'SpaceShare: New sign-in to your account');
    const laptop = await signIn(user.username);
    expect(await alerts()).toHaveLength(1);
    const browserCookie = laptop.res.cookies.find((c) => c.name === 'ss_browser')!;
    expect(browserCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(browserCookie.maxAge).toBeGreaterThan(300 * 86_400);

    // The same browser again: known. A fresh profile with the very same User-Agent: new.
    await signIn(user.username, { jar: laptop.jar });
    expect(await alerts()).toHaveLength(1);
    const fresh = await signIn(user.username);
    expect(await alerts()).toHaveLength(2);

    // A browser two people share stays known to both.
    const other = await createUser(t.db);
    await signIn(other.username, { jar: fresh.jar });
    await signIn(user.username, { jar: fresh.jar });
    expect(await alerts()).toHaveLength(2);

    // A browser that signed in before this cookie existed shows it by its decision-1204 cookie.
    const old = new Map([...laptop.jar].filter(([name]) => name === 'ss_device'));
    await signIn(user.username, { jar: old });
    expect(await alerts()).toHaveLength(2);

    // An API client that keeps no cookies is known by its User-Agent, as before.
    await signIn(user.username, { ua: 'curl/8.5.0' });
    await signIn(user.username, { ua: 'curl/8.5.0' });
    expect(await alerts()).toHaveLength(3);
  });

  it('marks the browser cookie Secure when the site is https', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': CHROME, 'x-forwarded-proto': 'https' }, payload: { username: user.username, password: DEFAULT_PASSWORD } });
    const plain = res.cookies.find((c) => c.name === 'ss_browser')!;
    // The test app trusts no proxy: plain http, not Secure.
    expect(plain.secure).toBeFalsy();
    const secureApp = await createTestApp({ cookieSecure: true });
    try {
      const other = await createUser(secureApp.db);
      const again = await secureApp.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': CHROME }, payload: { username: other.username, password: DEFAULT_PASSWORD } });
      expect(again.cookies.find((c) => c.name === 'ss_browser')!.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});
