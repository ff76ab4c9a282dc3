import { describe, expect, it } from 'vitest';
import { hasVisibleText, isStorableText, singleLine, urlHasNul, visibleLength } from './clean-text.js';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['Accra', true],
    ['Guangzhou → Accra 🚚', true],
    ['emoji pair 😀 then text', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['lone high \ud800', false],
    ['\ud800 lone high first', false],
    ['lone low \udc00', false],
    ['\udc00', false],
    ['two highs \ud83d\ud83d\ude00', false],
    ['reversed pair \ude00\ud83d', false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('urlHasNul', () => {
  it.each([
    ['/api/gigs?search=%00', true],
    ['/api/gigs/single/%00', true],
    ['/api/gigs?search=a%00b', true],
    ['/api/gigs?search=%2500', false],
    ['/api/gigs?search=100', false],
    ['/api/gigs/single/a\u0000', true],
  ])('%s → %s', (url, expected) => {
    expect(urlHasNul(url)).toBe(expected);
  });
});

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    [' \n\t', false],
    ['\u200b\u200b', false],
    ['\u200c\u200d\u2060\ufeff\u00ad \u180e', false],
    // Blanks a tester pasted past the first filter: Braille blank, Hangul fillers, CGJ, musical
    // formatting, bidi isolates and overrides, a control character.
    ['\u2800\u2800', false],
    ['\u3164\u115f\u1160\uffa0', false],
    ['\u034f\u{1d173}\u2066\u202e\u200e\u0001', false],
    ['\u202eAccra', true],
    ['hi\u200b', true],
    ['👍', true],
    ['字', true],
  ])('%j → %s', (value, expected) => {
    expect(hasVisibleText(value)).toBe(expected);
  });
});

describe('visibleLength', () => {
  it.each([
    ['ten chars!', 10],
    [`${'\u200b'.repeat(7)}abc`, 3],
    [`${'\u202e'.repeat(7)}abc`, 3],
    [`${'\u00ad'.repeat(7)}abc`, 3],
    ['line one\nline two', 17],
    ['\u2800\u3164x', 1],
    ['a\u0001\u007fb\tc', 4],
    // Characters as people see them (decision 2312): one per emoji, flag, Chinese character or accented letter.
    ['📦✈️🇬🇭📦✈️', 5],
    ['广州到阿克拉', 6],
    ['e\u0301te\u0301', 3],
    ['👩‍👩‍👧 family', 8],
  ])('%j shows %i characters', (text, length) => {
    expect(visibleLength(text)).toBe(length);
  });
});

describe('singleLine', () => {
  it.each([
    ['Guangzhou\tto Accra', 'Guangzhou to Accra'],
    ['Guangzhou \t\t to Accra', 'Guangzhou to Accra'],
    ['Guangzhou\r\n\r\nto Accra', 'Guangzhou to Accra'],
    ['Guangzhou\u2028to Accra', 'Guangzhou to Accra'],
    ['two  spaces stay', 'two  spaces stay'],
  ])('%j → %j', (value, expected) => {
    expect(singleLine(value)).toBe(expected);
  });
});
