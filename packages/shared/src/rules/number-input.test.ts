import { describe, expect, it } from 'vitest';
import { readNumber, westernDigits } from './number-input.js';

describe('readNumber (decision 2312)', () => {
  it.each([
    ['7.5', 7.5],
    ['7,5', 7.5],
    [' 7,5 ', 7.5],
    [',5', 0.5],
    ['7,', 7],
    ['-0,5', -0.5],
    ['12', 12],
    ['1e3', 1000],
    ['0.500', 0.5],
    ['1234.567', 1234.567],
    ['7,25', 7.25],
    [3, 3],
  ])('%j is %s', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });

  it.each(['1,000', '1.000', '7,500', '12.500', '1,000.5', '1.000,5', '1 000', '1,000,000', '1.000.000', "1'000", '1\u00a0000'])(
    '%j could be a thousand or a decimal: grouped',
    (value) => {
      expect(readNumber(value)).toBe('grouped');
    },
  );

  it.each(['', 'abc', '0x10', '7,5,', '1,2,3x', '7 kg', '--1', '.'])('%j is not a number', (value) => {
    expect(readNumber(value)).toBeNaN();
  });
});

describe('digits of other keyboards (decision 2410)', () => {
  it.each([
    ['２０', 20],
    ['１２．５', 12.5],
    ['１２。５', 12.5],
    ['７，５', 7.5],
    ['－３', -3],
    ['٢٠', 20],
    ['١٢٫٥', 12.5],
    ['۲۵', 25],
  ])('%j is %s', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });

  it('keeps a grouped number grouped in any digits', () => {
    expect(readNumber('１，０００')).toBe('grouped');
    expect(readNumber('١٬٠٠٠')).toBe('grouped');
  });

  it('leaves other text as it is', () => {
    expect(westernDigits('Accra 12 kg')).toBe('Accra 12 kg');
    expect(westernDigits('８６６２４１')).toBe('866241');
  });
});
