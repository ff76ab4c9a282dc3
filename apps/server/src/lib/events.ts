import type { LiveEvent } from '@spaceshare/shared/schemas/live-event';
import type { Redis } from './redis.js';

/**
 * Hands a serialized event to this process's sockets. The JSON is produced once per event, not once
 * per socket.
 */
export type LocalDeliverer = (userIds: readonly string[], json: string) => void;

export type Delivery = { userIds: readonly string[]; event: LiveEvent };

export interface EventBus {
  readonly mode: 'local' | 'redis';
  /** Delivers `event` to every open socket of these users, on whichever instance they are connected. */
  publishToUsers(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** Several deliveries in one go (one Redis message), delivered in order. */
  publishBatch(deliveries: ReadonlyArray<Delivery>): Promise<void>;
  /** The WebSocket hub registers here; returns the unregister function. */
  onDeliver(deliverer: LocalDeliverer): () => void;
  close(): Promise<void>;
}

type Logger = { warn(obj: object, msg: string): void };

export type EventBusOptions = {
  /** Without Redis events stay in this process (one instance). */
  redis: Redis | null;
  channel?: string;
  log?: Logger;
};

export const DEFAULT_EVENTS_CHANNEL = 'spaceshare:events';

/**
 * With Redis every instance subscribes to one channel on its own connection (a subscribed ioredis
 * connection cannot send ordinary commands) and delivers each published event to its local sockets,
 * so a user connected to any instance gets it. Live delivery is best effort: the data is already
 * committed and clients refetch on focus, so a failed publish is logged, never thrown.
 */
export async function createEventBus({ redis, channel = DEFAULT_EVENTS_CHANNEL, log }: EventBusOptions): Promise<EventBus> {
  const deliverers = new Set<LocalDeliverer>();
  const deliverLocally = (userIds: readonly string[], json: string) => {
    for (const deliver of deliverers) {
      try {
        deliver(userIds, json);
      } catch (err) {
        log?.warn({ err }, 'live event delivery failed');
      }
    }
  };
  const onDeliver = (deliverer: LocalDeliverer) => {
    deliverers.add(deliverer);
    return () => void deliverers.delete(deliverer);
  };

  if (!redis) {
    const publishBatch = async (deliveries: ReadonlyArray<Delivery>) => {
      for (const { userIds, event } of deliveries) {
        if (userIds.length > 0) deliverLocally(userIds, JSON.stringify(event));
      }
    };
    return {
      mode: 'local',
      publishToUsers: (userIds, event) => publishBatch([{ userIds, event }]),
      publishBatch,
      onDeliver,
      async close() {
        deliverers.clear();
      },
    };
  }

  const subscriber = redis.duplicate();
  subscriber.on('error', (err) => log?.warn({ err }, 'redis subscriber error'));
  subscriber.on('message', (_channel: string, payload: string) => {
    // Wire format: pairs of lines, the JSON array of user ids then the event JSON untouched, so the
    // receiving instance forwards each event without parsing and re-serialising it. JSON never
    // contains a raw newline, which makes it a safe separator.
    const lines = payload.split('\n');
    for (let i = 0; i + 1 < lines.length; i += 2) {
      let userIds: unknown;
      try {
        userIds = JSON.parse(lines[i]!);
      } catch {
        return;
      }
      if (Array.isArray(userIds)) deliverLocally(userIds as string[], lines[i + 1]!);
    }
  });
  await subscriber.subscribe(channel);

  const publishBatch = async (deliveries: ReadonlyArray<Delivery>) => {
    const wanted = deliveries.filter((d) => d.userIds.length > 0);
    if (wanted.length === 0) return;
    const payload = wanted.map((d) => `${JSON.stringify(d.userIds)}\n${JSON.stringify(d.event)}`).join('\n');
    try {
      await redis.publish(channel, payload);
    } catch (err) {
      log?.warn({ err }, 'live event publish failed');
    }
  };

  return {
    mode: 'redis',
    publishToUsers: (userIds, event) => publishBatch([{ userIds, event }]),
    publishBatch,
    onDeliver,
    async close() {
      deliverers.clear();
      try {
        await subscriber.quit();
      } catch {
        subscriber.disconnect();
      }
    },
  };
}
