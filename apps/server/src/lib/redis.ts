import { Redis as IORedis } from 'ioredis';

export type Redis = IORedis;

export function createRedis(url: string): Redis {
  return new IORedis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
}
