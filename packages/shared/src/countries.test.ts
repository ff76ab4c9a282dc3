import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_ALIASES, countryAlpha3, countryCode, countryDisplay, countryName, countryNames } from './countries.js';

describe('COUNTRIES', () => {
  it('lists the 193 UN members, 2 observer states, and Hong Kong, Macau and Taiwan', () => {
    expect(COUNTRIES).toHaveLength(198);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(198);
    for (const code of ['HK', 'MO', 'TW']) expect(codes).toContain(code);
    for (const code of ['CN', 'GH', 'ZA', 'KE', 'ZW', 'TZ', 'AO', 'MU', 'US', 'VA', 'PS', 'SS']) {
      expect(codes).toContain(code);
    }
    for (const territory of ['PR', 'GL', 'RE', 'AQ']) expect(codes).not.toContain(territory);
  });

  it('is sorted by name and uses everyday names', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Afghanistan');
    expect(COUNTRIES.find((country) => country.code === 'CN')?.name).toBe('China');
    expect(COUNTRIES.find((country) => country.code === 'US')?.name).toBe('United States');
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true);
  });
});

describe('countryCode', () => {
  it.each([
    ['GH', 'GH'],
    ['gh', 'GH'],
    ['GHA', 'GH'],
    ['Ghana', 'GH'],
    ['  ghana ', 'GH'],
    ['USA', 'US'],
    ['United States of America', 'US'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['UAE', 'AE'],
    ['Ivory Coast', 'CI'],
    ["Cote d'Ivoire", 'CI'],
    ['côte d’ivoire', 'CI'],
    ['Turkey', 'TR'],
    ['Turkiye', 'TR'],
    ['China', 'CN'],
    ["People's Republic of China", 'CN'],
    ['DRC', 'CD'],
    ['Congo', 'CG'],
    ['Hong Kong', 'HK'],
    ['Guinea-Bissau', 'GW'],
    ['guinea bissau', 'GW'],
    ['cote d ivoire', 'CI'],
    ['Cote dIvoire', 'CI'],
    ['CÔTE-D’IVOIRE', 'CI'],
    ['U.S.A.', 'US'],
  ])('%j → %s', (input, code) => {
    expect(countryCode(input)).toBe(code);
  });

  it('is undefined for anything else', () => {
    expect(countryCode('Atlantis')).toBeUndefined();
    expect(countryCode('')).toBeUndefined();
    expect(countryCode(null)).toBeUndefined();
  });

  it('keeps every English name apart once spaces and punctuation are ignored', () => {
    for (const { code } of COUNTRIES) {
      for (const name of countryNames(code)) {
        // ISO calls both Congos "Congo"; the bare name stays with CG, the one ISO calls Congo.
        if (name !== 'congo') expect(countryCode(name), name).toBe(code);
      }
    }
  });

  it('maps every alias to a real code', () => {
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
      expect(alias).toBe(alias.toLowerCase());
      expect(countryCode(code), alias).toBe(code);
    }
  });
});

describe('countryDisplay', () => {
  it('gives the code and everyday name the API sends beside a stored country', () => {
    expect(countryDisplay('usa')).toEqual({ code: 'US', name: 'United States' });
    expect(countryDisplay(' Ghana ')).toEqual({ code: 'GH', name: 'Ghana' });
    expect(countryDisplay('Atlantis ')).toEqual({ code: null, name: 'Atlantis' });
    expect(countryDisplay('')).toEqual({ code: null, name: '' });
  });
});

describe('countryName', () => {
  it('gives the display name for codes, names and aliases', () => {
    expect(countryName('CN')).toBe('China');
    expect(countryName('usa')).toBe('United States');
    expect(countryName('ivory coast')).toBe("Côte d'Ivoire");
    expect(countryName('ZA')).toBe('South Africa');
  });

  it('passes unknown text through, trimmed', () => {
    expect(countryName(' Narnia ')).toBe('Narnia');
    expect(countryName(undefined)).toBe('');
  });
});

describe('countryNames and countryAlpha3', () => {
  it('lists the English names of a country', () => {
    expect(countryNames('us')).toEqual(
      expect.arrayContaining(['united states of america', 'united states', 'usa']),
    );
    expect(countryNames('ZZ')).toEqual([]);
  });

  it('gives alpha-3 codes', () => {
    expect(countryAlpha3('Ghana')).toBe('GHA');
    expect(countryAlpha3('nowhere')).toBeUndefined();
  });
});
