import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * 24 hex characters in the shape of a MongoDB ObjectId (seconds, random, counter): ids sort
 * roughly by creation time, which keeps b-tree inserts local, and the spec's short id
 * (last 6 characters) stays well spread.
 */
export function newId(): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(Date.now() / 1000), 0);
  randomBytes(5).copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}
