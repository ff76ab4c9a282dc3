import webpush from 'web-push';
import type { PushConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { pushVapidKeys } from '../../db/schema/index.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const made = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The VAPID key pair: the environment's, or else the one kept in the database, made by whichever
 * instance asks first (the insert of a second is a no-op, and both then read the one row). Every
 * subscription is tied to the public key it was made with, so all instances must share it.
 */
export function vapidKeys(db: Executor, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidKeys) return Promise.resolve(config.vapidKeys);
  let keys = made.get(db);
  if (!keys) {
    keys = storedKeys(db);
    // A failed read (database down) is asked again next time rather than kept.
    keys.catch(() => made.delete(db));
    made.set(db, keys);
  }
  return keys;
}

async function storedKeys(db: Executor): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: 1, ...fresh }).onConflictDoNothing();
  const [row] = await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys).limit(1);
  if (!row) throw new Error('push_vapid_keys has no row after its insert');
  return row;
}
