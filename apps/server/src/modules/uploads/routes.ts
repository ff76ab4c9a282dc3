import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { messageResponseSchema } from '@spaceshare/shared/schemas/common';
import { badRequest, payloadTooLarge } from '../../lib/errors.js';
import { getUpload, processImage, saveUpload, uploadUrl } from './service.js';

/** Uploads per minute per account (or per address for visitors on the registration page). */
const UPLOADS_PER_MINUTE = 30;

function isTooLarge(err: unknown) {
  return (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the one `file` part fully; anything that is not a multipart file upload is "not an image". */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    if (isTooLarge(err)) throw payloadTooLarge(MESSAGES.imageTooLarge);
    throw badRequest(MESSAGES.selectImage);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(MESSAGES.selectImage);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err)) throw payloadTooLarge(MESSAGES.imageTooLarge);
    throw badRequest(MESSAGES.selectImage);
  }
  if (part.file.truncated) throw payloadTooLarge(MESSAGES.imageTooLarge);
  if (data.length === 0) throw badRequest(MESSAGES.selectImage);
  return data;
}

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file", at most 5 MB); anonymous allowed',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ url: z.string() }),
          400: messageResponseSchema,
          413: messageResponseSchema,
          429: messageResponseSchema,
          503: messageResponseSchema.describe('Too many pictures waiting to be processed: try again in a few seconds (Retry-After)'),
        },
      },
    },
    async (request, reply) => {
      const image = await processImage(await readFile(request));
      const id = await saveUpload(app.db, image, request.user?.id ?? null);
      return reply.status(201).send({ url: uploadUrl(id) });
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (immutable: a new picture gets a new id)',
        params: z.object({ id: z.string() }),
        response: { 200: z.any().describe('The image bytes (image/webp)'), 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await getUpload(app.db, request.params.id);
      return reply
        .header('content-type', upload.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(upload.data);
    },
  );
};
