import { describe, expect, it } from 'vitest';
import { knownPlace } from './place-aliases.js';

describe('knownPlace', () => {
  it.each([
    ["Côte d'Ivoire", 'CI'],
    ['cote d ivoire', 'CI'],
    ['Cote dIvoire', 'CI'],
    ['Moçambique', 'MZ'],
    ['Mocambique', 'MZ'],
    ['Afrique du Sud', 'ZA'],
    ['afrique du sud', 'ZA'],
    ['Nigéria', 'NG'],
    ['Sénégal', 'SN'],
    ['Cameroun', 'CM'],
    ['África do Sul', 'ZA'],
    ['Africa do Sul', 'ZA'],
    ['Angola', 'AO'],
    ['Guiné-Bissau', 'GW'],
    ['Costa do Marfim', 'CI'],
    ['中国', 'CN'],
    ['加纳', 'GH'],
  ])('%j is the country %s', (text, country) => {
    expect(knownPlace(text)).toMatchObject({ country, city: false });
  });

  it('gives the English name of a country typed in French, Portuguese or Chinese', () => {
    expect(knownPlace('Afrique du Sud')?.name).toBe('south africa');
    expect(knownPlace('Moçambique')?.name).toBe('mozambique');
    expect(knownPlace('Cameroun')?.name).toBe('cameroon');
    expect(knownPlace('中国')?.name).toBe('china');
  });

  it('keeps English text as typed, so the search sees what the user wrote', () => {
    expect(knownPlace('usa')).toEqual({ name: 'usa', country: 'US', city: false });
    expect(knownPlace('Sénégal')?.name).toBe('Sénégal');
    expect(knownPlace('accra')).toEqual({ name: 'accra', country: 'GH', city: true });
    expect(knownPlace('port-louis')).toEqual({ name: 'port-louis', country: 'MU', city: true });
    expect(knownPlace('Yaounde')).toMatchObject({ country: 'CM', city: true });
  });

  it.each([
    ['广州', 'guangzhou'],
    ['深圳', 'shenzhen'],
    ['义乌', 'yiwu'],
    ['北京', 'beijing'],
    ['上海', 'shanghai'],
    ['廣州', 'guangzhou'],
  ])('%j is the Chinese city %s', (text, name) => {
    expect(knownPlace(text)).toEqual({ name, country: 'CN', city: true });
  });

  it('knows nothing else', () => {
    expect(knownPlace('cheap')).toBeUndefined();
    expect(knownPlace('Atlantis')).toBeUndefined();
    expect(knownPlace('')).toBeUndefined();
  });
});
