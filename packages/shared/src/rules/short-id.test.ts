import { describe, expect, it } from 'vitest';
import { shortId } from './short-id.js';

describe('shortId', () => {
  it('takes the last 6 characters upper-cased', () => {
    expect(shortId('65f1c2ab9d3e4f5a6b7c8d9e')).toBe('7C8D9E');
  });

  it('keeps short ids whole and tolerates missing ones', () => {
    expect(shortId('ab12')).toBe('AB12');
    expect(shortId(undefined)).toBe('');
  });
});
