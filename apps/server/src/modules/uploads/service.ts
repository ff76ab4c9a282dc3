import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { FALLBACK_AVATAR } from '@spaceshare/shared/constants';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { uploads } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { runPeriodically } from '../../lib/periodic.js';
import { WorkGate } from '../../lib/work-gate.js';

/** Longest side of a stored image; avatars and listing pictures never need more. */
export const MAX_DIMENSION = 1024;
/** Decoded size cap: a few kilobytes of PNG can claim gigapixels (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * AVIF (reported as 'heif') decodes at about a tenth of a microsecond per pixel: 50 megapixels in a
 * one-kilobyte file cost four seconds of CPU. Phones' pictures stay well under this (decision 1506).
 */
export const MAX_HEIF_PIXELS = 4096 * 4096;
/** Raster formats people actually upload; SVG and PDF are refused (scripts, external references). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Past this a decode or encode is abandoned (the upload is refused): no one image holds the lane. */
const IMAGE_TIMEOUT_SECONDS = 10;

/**
 * Image work has its own lane (decision 1506): one image at a time per process, on one libvips
 * thread, with eight more waiting; past that an upload is refused with 503. Sharp runs on libuv's
 * small thread pool, which password hashing and file reads share: a burst of expensive images used
 * to hold every thread of it, and sign-ins waited minutes.
 */
export const IMAGE_LANE = { concurrency: 1, queue: 8 } as const;
const imageGate = new WorkGate(IMAGE_LANE.concurrency, IMAGE_LANE.queue, MESSAGES.imagesBusy);
sharp.concurrency(1);

export type ProcessedImage = { data: Buffer; contentType: string; width: number; height: number };

/**
 * Decides "is this an image" from the bytes alone (never the file name or declared type), then
 * re-encodes it: upright by EXIF, at most 1024×1024, WebP, with every bit of metadata (EXIF, GPS,
 * ICC, XMP) dropped because sharp keeps none unless asked.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return imageGate.run(() => decodeAndEncode(input));
}

async function decodeAndEncode(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(MESSAGES.selectImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw badRequest(MESSAGES.selectImage);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badRequest(MESSAGES.imageDimensionsTooLarge);
  if (meta.format === 'heif' && meta.width * meta.height > MAX_HEIF_PIXELS) throw badRequest(MESSAGES.imageAvifTooLarge);

  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw badRequest(MESSAGES.selectImage);
  }
}

export async function saveUpload(db: Db, image: ProcessedImage, userId: string | null): Promise<string> {
  const id = newId();
  await db.insert(uploads).values({
    id,
    userId,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    size: image.data.length,
    data: image.data,
  });
  return id;
}

const UPLOAD_ID = /^[0-9a-f]{24}$/;
const UPLOAD_URL = /^\/api\/uploads\/([0-9a-f]{24})$/;

export const uploadUrl = (id: string) => `/api/uploads/${id}`;

/** The upload id inside one of our own upload URLs (what uploadUrl() makes), else undefined. */
export const uploadIdFromUrl = (url: string): string | undefined => UPLOAD_URL.exec(url)?.[1];

/**
 * Avatars and listing pictures must be our own uploads (or the stock avatar, or none): the CSP only
 * lets pages load same-origin images anyway, and a foreign URL would let anyone track who views the
 * page. And they must be `owner`'s own, or not yet anyone's (a picture uploaded on the registration
 * page before the account existed): another account's picture is no more usable than a missing one.
 * One query for all of them.
 */
export async function assertOwnImages(db: Db, owner: string | null, urls: readonly string[]): Promise<void> {
  const given = urls.filter((url) => url !== '' && url !== FALLBACK_AVATAR);
  if (given.length === 0) return;
  const ids = new Set<string>();
  for (const url of given) {
    const id = uploadIdFromUrl(url);
    if (!id) throw badRequest(MESSAGES.imageUrlInvalid);
    ids.add(id);
  }
  const mine = owner === null ? isNull(uploads.userId) : or(isNull(uploads.userId), eq(uploads.userId, owner));
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), mine));
  if (found.length !== ids.size) throw badRequest(MESSAGES.imageUrlInvalid);
}

/**
 * Gives the uploads among `urls` that are nobody's yet (made on the registration page) to the account
 * that now uses them, so that the sweep of unclaimed uploads leaves them alone. Every use of a
 * picture claims it: registration, a profile's new picture, a new gig's pictures.
 */
export async function claimUploads(db: Db, urls: readonly string[], userId: string): Promise<void> {
  const ids = urls.map(uploadIdFromUrl).filter((id) => id !== undefined);
  if (ids.length === 0) return;
  await db
    .update(uploads)
    .set({ userId })
    .where(and(inArray(uploads.id, ids), isNull(uploads.userId)));
}

/**
 * A signed-in account's use of pictures (a profile's, a gig's): claims the ones nobody owns yet, then
 * checks that all are its own. Claimed first, so the sweep of unclaimed uploads cannot take one
 * between the check and the write.
 */
export async function claimOwnImages(db: Db, userId: string, urls: readonly string[]): Promise<void> {
  await claimUploads(db, urls, userId);
  await assertOwnImages(db, userId, urls);
}

/** An upload still nobody's this long after it was made was never used: every use claims it. */
export const UNCLAIMED_UPLOAD_TTL_MS = DAY_MS;
/** Uploads deleted per statement; a sweep goes on until none is left. */
const SWEEP_BATCH = 200;

/**
 * Deletes the uploads nobody claimed within a day (a picture chosen on the registration page of an
 * account never made). Rows are taken with FOR UPDATE SKIP LOCKED, so instances sweeping together
 * never wait on each other, and a claim under way is never undone.
 */
export async function deleteUnclaimedUploads(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  let deleted = 0;
  for (;;) {
    const due = db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.userId), lt(uploads.createdAt, before)))
      .orderBy(uploads.createdAt)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .delete(uploads)
      .where(and(isNull(uploads.userId), inArray(uploads.id, due)))
      .returning({ id: uploads.id });
    deleted += rows.length;
    if (rows.length < SWEEP_BATCH) return deleted;
  }
}

/** Sweeps unclaimed uploads every `everyMs` while the app runs (0: never). */
export function scheduleUploadSweep(app: FastifyInstance, everyMs: number) {
  runPeriodically(app, 'sweeping unclaimed uploads', everyMs, async () => {
    const deleted = await deleteUnclaimedUploads(app.db);
    if (deleted > 0) app.log.info({ deleted }, 'unclaimed uploads deleted');
  });
}

export async function getUpload(db: Db, id: string): Promise<{ contentType: string; data: Buffer }> {
  if (!UPLOAD_ID.test(id)) throw notFound(MESSAGES.imageNotFound);
  const [row] = await db
    .select({ contentType: uploads.contentType, data: uploads.data })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!row) throw notFound(MESSAGES.imageNotFound);
  return row;
}
