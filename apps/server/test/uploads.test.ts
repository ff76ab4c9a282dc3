import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createUser } from '../src/db/factories.js';
import { uploads } from '../src/db/schema/index.js';
import { IMAGE_LANE } from '../src/modules/uploads/service.js';
import { createTestApp, login, type TestApp } from './helpers.js';

const SELECT_IMAGE = 'Please select an image file';
const TOO_LARGE = 'Image must be less than 5MB';
const BOUNDARY = '----spaceshare-uploads-test';

type Part = { name?: string; filename?: string; contentType?: string; data: Buffer | string };

function multipart(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name ?? 'file'}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.concat(chunks) };
}

function upload(
  app: FastifyInstance,
  file: Buffer | string,
  { filename = 'photo.png', contentType = 'image/png', headers = {}, remoteAddress }: {
    filename?: string;
    contentType?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const form = multipart([{ filename, contentType, data: file }]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': form['content-type'], ...headers },
    payload: form.body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A valid PNG header claiming `width`×`height` pixels, followed by a scrap of compressed data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  it('re-encodes a large photo with EXIF to a metadata-free WebP of at most 1024 px and serves it with cache headers', async () => {
    const original = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a9d8f' } })
      .png()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Doe', ImageDescription: 'home address 12 Some St' } })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('Secret Owner'))).toBe(true);

    const res = await upload(t.app, original, { filename: 'holiday.png' });
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(res.json()).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{24}$/) });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(Number(served.headers['content-length'])).toBe(bytes.length);

    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('webp');
    expect([after.width, after.height]).toEqual([1024, 768]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Owner'))).toBe(false);
    expect(bytes.includes(Buffer.from('Jane Doe'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation and drops the orientation tag', async () => {
    // 200×100 pixels stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#e76f51' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(t.app, sideways, { filename: 'phone.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
  });

  it('does not enlarge small images and keeps transparency', async () => {
    const small = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const res = await upload(t.app, small);
    expect(res.statusCode).toBe(201);
    const meta = await sharp((await t.app.inject({ method: 'GET', url: res.json().url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 120]);
    expect(meta.hasAlpha).toBe(true);
  });

  it('judges by content, not by name or declared type: a real image named .txt is accepted', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#264653' } }).png().toBuffer();
    const res = await upload(t.app, png, { filename: 'notes.txt', contentType: 'text/plain' });
    expect(res.statusCode).toBe(201);
  });

  it('records the uploader when signed in, and allows anonymous uploads', async () => {
    const user = await createUser(t.db);
    const { cookie } = await login(t.app, user.username);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();

    const mine = await upload(t.app, png, { headers: { cookie } });
    const anonymous = await upload(t.app, png);
    expect(mine.statusCode).toBe(201);
    expect(anonymous.statusCode).toBe(201);
    const idOf = (res: typeof mine) => res.json().url.split('/').pop() as string;
    const [mineRow] = await t.db.select().from(uploads).where(eq(uploads.id, idOf(mine)));
    const [anonRow] = await t.db.select().from(uploads).where(eq(uploads.id, idOf(anonymous)));
    expect(mineRow).toMatchObject({ userId: user.id, contentType: 'image/webp', width: 4, height: 4 });
    expect(mineRow!.size).toBe(mineRow!.data.length);
    expect(anonRow!.userId).toBeNull();
  });

  it('answers 413 with the spec message for a real image over 5 MB', async () => {
    // Uncompressed noise: a genuine PNG of about 6.75 MB.
    const big = await sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await upload(t.app, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE });
  });

  it('answers 413 for a file just over the limit, whatever it holds', async () => {
    const res = await upload(t.app, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_LARGE });
  });

  it.each([
    ['text renamed .png', 'just some text, not a picture', 'notes.png', 'image/png'],
    ['an SVG (scriptable, refused)', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml'],
    ['a truncated PNG', 'TRUNCATED', 'broken.png', 'image/png'],
    ['an empty file', '', 'empty.png', 'image/png'],
  ])('answers 400 for %s', async (_name, content, filename, contentType) => {
    let data: Buffer | string = content;
    if (content === 'TRUNCATED') {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4a261' } }).png().toBuffer();
      data = png.subarray(0, 60);
    }
    const res = await upload(t.app, data, { filename, contentType });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SELECT_IMAGE });
  });

  it('refuses a decompression bomb by its claimed size before decoding it', async () => {
    for (const side of [10_000, 60_000]) {
      const bomb = pngClaiming(side, side);
      expect(bomb.length).toBeLessThan(100_000);
      expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(side);
      const res = await upload(t.app, bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Image dimensions are too large (at most 50 megapixels)' });
    }
  });

  it('takes AVIF up to 16 megapixels and refuses a larger one before decoding it (decision 1506)', async () => {
    const avif = (side: number) => sharp({ create: { width: side, height: side, channels: 3, background: '#234' } }).avif({ quality: 30, effort: 0 }).toBuffer();
    const big = await avif(4100);
    expect(big.length).toBeLessThan(5_000);
    const refused = await upload(t.app, big);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: MESSAGES.imageAvifTooLarge }]);
    const taken = await upload(t.app, await avif(1200));
    expect(taken.statusCode).toBe(201);
  });

  it('processes one image at a time with a short queue, and answers the rest 503 with Retry-After', async () => {
    const avif = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#432' } }).avif({ quality: 30, effort: 0 }).toBuffer();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => upload(t.app, avif, { remoteAddress: `198.51.100.${i + 1}` })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(IMAGE_LANE.concurrency + IMAGE_LANE.queue);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy).toHaveLength(14 - IMAGE_LANE.concurrency - IMAGE_LANE.queue);
    for (const res of busy) {
      expect(res.json()).toEqual({ message: MESSAGES.imagesBusy });
      expect(res.headers['retry-after']).toBe('5');
    }
    // The lane is free again afterwards.
    expect((await upload(t.app, avif, { remoteAddress: '198.51.100.99' })).statusCode).toBe(201);
  });

  it('answers 400 when there is no file part', async () => {
    const fieldOnly = multipart([{ name: 'note', data: 'hello' }]);
    const wrongField = multipart([{ name: 'avatar', filename: 'a.png', contentType: 'image/png', data: 'x' }]);
    for (const form of [fieldOnly, wrongField]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': form['content-type'] },
        payload: form.body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SELECT_IMAGE });
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: { url: 'https://x.example/a.png' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: SELECT_IMAGE });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });

  it('rate-limits uploads from one address', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const ip = '203.0.113.200';
    for (let i = 0; i < 30; i++) {
      expect((await upload(t.app, png, { remoteAddress: ip })).statusCode).toBe(201);
    }
    const limited = await upload(t.app, png, { remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    // Someone else is not affected.
    expect((await upload(t.app, png, { remoteAddress: '203.0.113.201' })).statusCode).toBe(201);
  });
});
