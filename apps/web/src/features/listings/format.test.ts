import { describe, expect, it } from 'vitest';
import { formatCBM, formatKg, formatPerCBM, formatPerKg, place } from './format';

describe('listing formatting', () => {
  it('prints space and prices with their units', () => {
    expect(formatKg(22.5)).toBe('22.5 kg');
    expect(formatCBM(12)).toBe('12 CBM');
    expect(formatPerKg(60)).toBe('¥60/kg');
    expect(formatPerCBM(1050)).toBe('¥1,050/CBM');
  });

  it("turns the API's country code into the flag's, and keeps its display name", () => {
    expect(place('CN', 'China')).toEqual({ code: 'cn', name: 'China' });
    expect(place(null, 'Atlantis')).toEqual({ code: undefined, name: 'Atlantis' });
  });
});
