import { describe, expect, it } from 'vitest';
import { formatCBM, formatKg, formatPerCBM, formatPerKg, place } from './format';

describe('listing formatting', () => {
  it('prints space and prices with their units', () => {
    expect(formatKg(22.5)).toBe('22.5 kg');
    expect(formatCBM(12)).toBe('12 CBM');
    expect(formatPerKg(60)).toBe('¥60/kg');
    expect(formatPerCBM(1050)).toBe('¥1,050/CBM');
  });

  it('resolves stored country names to a flag code and display name', () => {
    expect(place('China')).toEqual({ code: 'cn', name: 'China' });
    expect(place('South Africa')).toEqual({ code: 'za', name: 'South Africa' });
    expect(place('Atlantis')).toEqual({ code: undefined, name: 'Atlantis' });
  });
});
