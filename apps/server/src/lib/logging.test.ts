import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logging.js';

describe('redactUrl', () => {
  it.each([
    ['/api/ws?token=abc.def', '/api/ws?token=[REDACTED]'],
    ['/api/gigs?search=china+to+ghana&sort=sales', '/api/gigs?search=china+to+ghana&sort=sales'],
    ['/api/x?access%5Ftoken=abc&page=2', '/api/x?access%5Ftoken=[REDACTED]&page=2'],
    ['/api/x?Session=abc&bad%E0=1', '/api/x?Session=[REDACTED]&bad%E0=1'],
    ['/api/x?token', '/api/x?token'],
    // The unsubscribe link's token is `t` (a tester read it in the log).
    ['/api/email/unsubscribe?u=abc&c=orders&t=YkQBERoQ', '/api/email/unsubscribe?u=abc&c=orders&t=[REDACTED]'],
    ['/api/gigs?tab=1&sort=t', '/api/gigs?tab=1&sort=t'],
    ['/api/uploads/0123456789abcdef01234567', '/api/uploads/0123456789abcdef01234567'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError', () => {
  it("keeps pino's usual shape for errors that did not come from the database", () => {
    const err = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(serializeError(err)).toMatchObject({ type: 'Error', message: 'socket hang up', code: 'ECONNRESET' });
  });

  it('keeps only names and codes of a driver error, wherever it sits in the cause chain', () => {
    const driver = Object.assign(new Error('value "hunter2" is out of range for type integer'), {
      code: '22003',
      severity: 'ERROR',
      detail: 'Failing row contains (hunter2).',
      where: 'hunter2',
      table: 'users',
    });
    const wrapped = new Error('seeding failed', { cause: driver });
    const out = serializeError(wrapped);
    expect(out).toMatchObject({ message: 'Database error, SQLSTATE 22003', code: '22003', table: 'users' });
    expect(JSON.stringify(out)).not.toContain('hunter2');
  });
});
