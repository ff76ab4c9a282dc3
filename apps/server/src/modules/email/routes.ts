import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { errorResponses } from '../../lib/errors.js';
import { CATEGORY_NAMES, CATEGORY_SWITCHES } from './templates.js';
import { unsubscribe } from './outbox.js';

const query = z.object({ u: z.string().min(1).max(64), c: z.string().min(1).max(20), t: z.string().min(1).max(100) });

const SETTINGS = CATEGORY_SWITCHES.messages;

const page = (title: string, text: string, back: { label: string; path: string } = SETTINGS) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1c2826"><h1 style="color:#0f5c4d">${title}</h1><p>${text}</p><p><a href="${back.path}">${back.label}</a></p></body></html>`;

/** The name of a category the link was checked for, and where its emails are turned on again. */
const categoryOf = (c: string) => ({
  name: CATEGORY_NAMES[c as keyof typeof CATEGORY_SWITCHES],
  switch: CATEGORY_SWITCHES[c as keyof typeof CATEGORY_SWITCHES],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Unsubscribe links (RFC 8058). A GET, which link scanners and mail previews make on their own,
 * only checks the link and shows a button; the button POSTs to `/confirm`, a mail client's
 * one-click POSTs the link itself.
 * Both POSTs send `application/x-www-form-urlencoded` (the client's body is
 * `List-Unsubscribe=One-Click`), which this app otherwise takes nowhere: without a parser here they
 * were refused with 415. RFC 8058 asks mail clients for `multipart/form-data`, so both say they take
 * it too (the app answers multipart with 415 on routes that do not say so).
 */
const FORM_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this plugin's routes take a form body, and they read nothing from it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const notValid = page('Link not valid', 'This unsubscribe link is not valid. You can change your emails in your settings.');

  app.get(
    '/email/unsubscribe',
    { schema: { tags: ['email'], summary: 'The page of an unsubscribe link: a button that unsubscribes (the link in each email)', querystring: query } },
    async (request, reply) => {
      const { u, c, t } = request.query;
      reply.type('text/html; charset=utf-8');
      if (!(await unsubscribe(app.db, { userId: u, category: c, token: t }, { dryRun: true }))) return reply.status(400).send(notValid);
      const category = categoryOf(c);
      const action = escapeHtml(`/api/email/unsubscribe/confirm?${new URLSearchParams({ u, c, t })}`);
      return reply.send(
        page(
          'Unsubscribe',
          `Stop getting ${category.name} emails from SpaceShare? You can turn them on again ${category.switch.where}.</p><form method="post" action="${action}"><button type="submit" style="font:inherit;padding:10px 18px;border:0;border-radius:8px;background:#0f5c4d;color:#fff;cursor:pointer">Unsubscribe</button></form><p>`,
          category.switch,
        ),
      );
    },
  );

  // The page's button: answers a page.
  app.post(
    '/email/unsubscribe/confirm',
    { schema: { tags: ['email'], summary: "The unsubscribe page's button (answers a page)", consumes: FORM_BODIES, querystring: query } },
    async (request, reply) => {
      const { u, c, t } = request.query;
      reply.type('text/html; charset=utf-8');
      if (!(await unsubscribe(app.db, { userId: u, category: c, token: t }))) return reply.status(400).send(notValid);
      const category = categoryOf(c);
      return reply.send(
        page('Unsubscribed', `You will no longer get ${category.name} emails from SpaceShare. You can turn them on again ${category.switch.where}.`, category.switch),
      );
    },
  );

  // A mail client's one-click: answers JSON.
  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'One-click unsubscribe (List-Unsubscribe-Post)',
        consumes: FORM_BODIES,
        querystring: query,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { u, c, t } = request.query;
      if (!(await unsubscribe(app.db, { userId: u, category: c, token: t }))) return reply.status(400).send({ message: 'This unsubscribe link is not valid' });
      return { message: 'Unsubscribed' };
    },
  );
};
