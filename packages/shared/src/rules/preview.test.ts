import { describe, expect, it } from 'vitest';
import { preview } from './preview.js';

describe('preview', () => {
  it('keeps text of exactly 80 characters', () => {
    const text = 'a'.repeat(80);
    expect(preview(text)).toBe(text);
  });

  it('cuts text of 81 characters to 80 plus ...', () => {
    expect(preview(`${'a'.repeat(80)}b`)).toBe(`${'a'.repeat(80)}...`);
  });

  it('honours a custom length', () => {
    expect(preview('hello world', 5)).toBe('hello...');
  });

  it('never splits an emoji', () => {
    expect(preview(`${'😀'.repeat(81)}`)).toBe(`${'😀'.repeat(80)}...`);
  });

  it('turns missing text into an empty string', () => {
    expect(preview(null)).toBe('');
    expect(preview(undefined)).toBe('');
  });
});
