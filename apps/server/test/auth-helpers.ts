// Helpers of the account tests (auth.test.ts, auth-sessions.test.ts).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { uniq } from './helpers.js';

export const COURIER_DESC = 'I fly from Guangzhou to Accra every month with 20 kg of spare luggage space.';

export function registration(overrides: Record<string, unknown> = {}) {
  const username = uniq('reg');
  return {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    img: '',
    country: 'Ghana',
    isSeller: false,
    desc: '',
    phone: '',
    ...overrides,
  };
}


export const register = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload, ...(remoteAddress ? { remoteAddress } : {}) });

export const signIn = (app: FastifyInstance, payload: Record<string, unknown>, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) });

export async function tinyPngUpload(app: FastifyInstance): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } }).png().toBuffer();
  const boundary = '----spaceshare-auth-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}
