import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The browser tests' mail server (issue 11): a real SMTP server (the smtp-server package) that the app
// sends to over SMTP_URL, and a small HTTP view of what arrived for the tests to read.
// Usage: tsx e2e/smtp-inbox.ts SMTP_PORT HTTP_PORT

type Received = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: smtp-inbox.ts SMTP_PORT HTTP_PORT');

const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// GET /messages?to=ADDRESS: what that address received, oldest first. GET /health: ready.
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const body = url.pathname === '/messages' ? received.filter((m) => !to || m.to.includes(to)) : { ok: true };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  })
  .listen(httpPort, '127.0.0.1');
