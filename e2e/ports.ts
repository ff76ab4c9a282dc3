// Ports of one browser-test run, from E2E_PORT so two runs on one machine never collide.
export const appPort = Number(process.env.E2E_PORT ?? 3100);
/** e2e/smtp-inbox.ts: the app sends email here over SMTP... */
export const smtpPort = appPort + 1000;
/** ...and the tests read what arrived here over HTTP. */
export const inboxPort = appPort + 1001;
