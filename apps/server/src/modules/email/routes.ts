import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { errorResponses } from '../../lib/errors.js';
import { CATEGORY_NAMES } from './templates.js';
import { unsubscribe } from './outbox.js';

const query = z.object({ u: z.string().min(1).max(64), c: z.string().min(1).max(20), t: z.string().min(1).max(100) });

const page = (title: string, text: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1c2826"><h1 style="color:#0f5c4d">${title}</h1><p>${text}</p><p><a href="/settings">Your settings</a></p></body></html>`;

/** One-click unsubscribe (RFC 8058): GET from the email's link shows a page, POST is the mail client's click. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email/unsubscribe',
    { schema: { tags: ['email'], summary: 'Unsubscribe from a category of emails (the link in each email)', querystring: query } },
    async (request, reply) => {
      const { u, c, t } = request.query;
      const done = await unsubscribe(app.db, { userId: u, category: c, token: t });
      reply.type('text/html; charset=utf-8');
      if (!done) return reply.status(400).send(page('Link not valid', 'This unsubscribe link is not valid. You can change your emails in your settings.'));
      const name = CATEGORY_NAMES[c as keyof typeof CATEGORY_NAMES];
      return reply.send(page('Unsubscribed', `You will no longer get ${name} emails from SpaceShare. You can turn them on again in your settings.`));
    },
  );

  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'One-click unsubscribe (List-Unsubscribe-Post)',
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
