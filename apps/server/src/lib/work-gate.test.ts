import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { WorkGate } from './work-gate.js';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WorkGate', () => {
  it('runs up to its concurrency, queues up to its queue in order, and refuses past that with a 503', async () => {
    const gate = new WorkGate(1, 2, 'Busy');
    const order: string[] = [];
    const first = later();
    const jobs = ['a', 'b', 'c'].map((name) =>
      gate.run(async () => {
        order.push(`start ${name}`);
        if (name === 'a') await first.promise;
        order.push(`end ${name}`);
        return name;
      }),
    );
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    const refused = gate.run(async () => 'd');
    await expect(refused).rejects.toEqual(expect.objectContaining({ statusCode: 503, message: 'Busy' }));
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    first.resolve();
    expect(await Promise.all(jobs)).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a job fails', async () => {
    const gate = new WorkGate(1, 0, 'Busy');
    await expect(gate.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
