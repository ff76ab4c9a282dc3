import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  CONTAINER_FORM_DEFAULTS,
  containerFormSchema,
  containerSchema,
  earliestDepartureDate,
  firstContainerFormError,
  isIsoDate,
} from './container.js';

const valid = {
  title: '40ft container Shenzhen to Lagos',
  about: 'Half-empty 40ft container leaving Shenzhen port, consolidated cargo welcome, door pickup.',
  containerType: '40ft',
  cargoType: 'Furniture and household goods',
  taxClearance: 'handled_by_courier',
  locationCountry: 'China',
  locationCity: 'Shenzhen',
  availableSpaceCBM: '12.5',
  priceRMB: '900',
  departureDate: '2035-07-01',
  arrivalDate: '2035-08-15',
  expirationDays: 30,
};

describe('containerFormSchema', () => {
  it('accepts a complete form', () => {
    expect(containerFormSchema.parse(valid)).toMatchObject({ availableSpaceCBM: 12.5, priceRMB: 900 });
  });

  it('defaults the container type to 20ft', () => {
    const { containerType: _containerType, ...rest } = valid;
    expect(containerFormSchema.parse(rest).containerType).toBe('20ft');
  });

  it('reports the spec alerts in the spec order', () => {
    const steps: [keyof typeof valid, unknown, string][] = [
      ['title', 'short', MESSAGES.titleMin],
      ['title', valid.title, MESSAGES.aboutMin],
      ['about', valid.about, MESSAGES.cargoTypeMin],
      ['containerType', 'reefer', MESSAGES.containerTypeRequired],
      ['containerType', '40ft-HC', MESSAGES.cargoTypeMin],
      ['cargoType', 'toys', MESSAGES.cargoTypeMin],
      ['cargoType', valid.cargoType, MESSAGES.taxClearanceRequired],
      ['taxClearance', 'paid_separately', MESSAGES.locationCountryRequired],
      ['locationCountry', 'China', MESSAGES.locationCityRequired],
      ['locationCity', 'Shenzhen', MESSAGES.availableSpacePositive],
      ['availableSpaceCBM', '12.5', MESSAGES.pricePositive],
      ['priceRMB', 900, MESSAGES.departureDateRequired],
      ['departureDate', '2025-02-30', MESSAGES.dateInvalid],
      ['departureDate', '2020-01-10', MESSAGES.departureDatePast],
      ['departureDate', '2035-07-01', MESSAGES.arrivalDateRequired],
      ['arrivalDate', '2035-07-01', MESSAGES.expirationDaysPositive],
      ['expirationDays', 30, MESSAGES.arrivalAfterDeparture],
      ['arrivalDate', '2035-06-30', 'Arrival date must be after departure date'],
    ];
    let form: Record<string, unknown> = { ...CONTAINER_FORM_DEFAULTS };
    for (const [key, value, message] of steps) {
      form = { ...form, [key]: value };
      expect(firstContainerFormError(form), `${key} = ${JSON.stringify(value)}`).toBe(message);
    }
    expect(firstContainerFormError({ ...form, arrivalDate: '2035-07-02' })).toBeNull();
  });

  it('flags the date order on arrivalDate even while other fields are invalid, after them', () => {
    const result = containerFormSchema.safeParse({ ...valid, title: '', arrivalDate: '2035-06-01' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', MESSAGES.titleRequired],
      ['arrivalDate', MESSAGES.arrivalAfterDeparture],
    ]);
  });
});

describe('earliestDepartureDate', () => {
  it('is yesterday in UTC: today somewhere on Earth', () => {
    expect(earliestDepartureDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(earliestDepartureDate(new Date('2026-03-01T23:59:59Z'))).toBe('2026-02-28');
  });

  it('lets a container depart yesterday (UTC) but not the day before', () => {
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(containerFormSchema.safeParse({ ...valid, departureDate: day(-1) }).success).toBe(true);
    expect(containerFormSchema.safeParse({ ...valid, departureDate: day(-2) }).error?.issues[0]?.message).toBe(MESSAGES.departureDatePast);
  });
});

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-7-1')).toBe(false);
    expect(isIsoDate('2035-07-01T00:00:00Z')).toBe(false);
  });
});

describe('containerSchema', () => {
  it('describes a container response', () => {
    const container = {
      ...containerFormSchema.parse(valid),
      _id: 'c1',
      userId: 'u1',
      createdAt: '2025-06-01T00:00:00.000Z',
      isCompleted: false,
      sales: 0,
      interestedCount: 0,
      locationCountryCode: 'CN',
      locationCountryName: 'China',
    };
    expect(containerSchema.parse(container)).toEqual(container);
  });
});
