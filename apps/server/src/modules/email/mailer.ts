import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingEmail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl: string | null;
};

export interface Mailer {
  /** Where email goes, for the start-up log line: 'smtp' or the outbox directory. */
  readonly target: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

type Log = { info(obj: object, msg: string): void };

const headersOf = (email: OutgoingEmail) =>
  email.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;

/**
 * How long an SMTP exchange may wait, in ms: to connect, for the server's greeting, and for any one
 * answer. Nodemailer's own (2 min, 30 s, 10 min) outlast the outbox's 60 s lease on a row, after which
 * another instance may take the row and send it too (decision 2514).
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/**
 * Nodemailer over SMTP when `smtpUrl` is set; otherwise each email becomes an .eml file under
 * `outboxDir` with one log line, so a self-hosted start with no mail server still shows what it sent.
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  log,
  timeoutsMs = SMTP_TIMEOUTS_MS,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
  timeoutsMs?: typeof SMTP_TIMEOUTS_MS;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutsMs.connection,
      greetingTimeout: timeoutsMs.greeting,
      socketTimeout: timeoutsMs.socket,
    });
    return {
      target: 'smtp',
      async send(email) {
        await transport.sendMail({ from, to: email.to, subject: email.subject, html: email.html, text: email.text, headers: headersOf(email) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: outboxDir,
    async send(email) {
      const info = await transport.sendMail({ from, to: email.to, subject: email.subject, html: email.html, text: email.text, headers: headersOf(email) });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.id}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file }, 'email written to the outbox directory (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
