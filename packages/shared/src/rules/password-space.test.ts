import { describe, expect, it } from 'vitest';
import { hasEdgeSpace } from './password-space.js';

describe('hasEdgeSpace', () => {
  it('is true for a leading or trailing space, tab or newline only', () => {
    expect(hasEdgeSpace(' harbour-lantern')).toBe(true);
    expect(hasEdgeSpace('harbour-lantern ')).toBe(true);
    expect(hasEdgeSpace('harbour-lantern\t')).toBe(true);
    expect(hasEdgeSpace('harbour lantern')).toBe(false);
    expect(hasEdgeSpace('')).toBe(false);
  });
});
