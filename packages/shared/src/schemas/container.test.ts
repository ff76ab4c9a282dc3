import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  CONTAINER_FORM_DEFAULTS,
  containerEditFormSchema,
  containerEditSchema,
  containerFormSchema,
  containerSchema,
  earliestDepartureDate,
  firstContainerFormError,
  isIsoDate,
  latestListingDate,
} from './container.js';

/** A day `days` from today, YYYY-MM-DD: fixtures stay inside the two-year horizon (decision 1801). */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const [DEPART, ARRIVE, DEPART_EVE, ARRIVE_NEXT] = [ahead(200), ahead(245), ahead(199), ahead(201)];

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
  departureDate: DEPART,
  arrivalDate: ARRIVE,
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
      ['containerType', 'reefer', MESSAGES.containerTypeInvalid],
      ['containerType', '', MESSAGES.containerTypeRequired],
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
      ['departureDate', ahead(731), MESSAGES.dateTooFar],
      ['departureDate', DEPART, MESSAGES.arrivalDateRequired],
      ['arrivalDate', DEPART, MESSAGES.expirationDaysPositive],
      ['expirationDays', 30, MESSAGES.arrivalAfterDeparture],
      ['arrivalDate', DEPART_EVE, 'Arrival date must be after departure date'],
    ];
    let form: Record<string, unknown> = { ...CONTAINER_FORM_DEFAULTS };
    for (const [key, value, message] of steps) {
      form = { ...form, [key]: value };
      expect(firstContainerFormError(form), `${key} = ${JSON.stringify(value)}`).toBe(message);
    }
    expect(firstContainerFormError({ ...form, arrivalDate: ARRIVE_NEXT })).toBeNull();
  });

  it('flags the date order on arrivalDate even while other fields are invalid, after them', () => {
    const result = containerFormSchema.safeParse({ ...valid, title: '', arrivalDate: DEPART_EVE });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', MESSAGES.titleRequired],
      ['arrivalDate', MESSAGES.arrivalAfterDeparture],
    ]);
  });
});

describe('space a container type holds (decision 2422)', () => {
  it('refuses more CBM than the type holds, on the space field, and takes what fits', () => {
    const error = (containerType: string, availableSpaceCBM: string) =>
      containerFormSchema.safeParse({ ...valid, containerType, availableSpaceCBM }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(error('20ft', '330')).toEqual([['availableSpaceCBM', 'A 20ft container holds at most 33 CBM']]);
    expect(error('40ft', '68')).toEqual([['availableSpaceCBM', 'A 40ft container holds at most 67.5 CBM']]);
    expect(error('40ft-HC', '76.5')).toEqual([['availableSpaceCBM', 'A 40ft-HC container holds at most 76 CBM']]);
    expect(error('20ft', '33')).toBeUndefined();
    expect(error('40ft', '67.5')).toBeUndefined();
    expect(error('40ft-HC', '76')).toBeUndefined();
  });
});

describe('earliestDepartureDate', () => {
  it('is the first date not yet begun at UTC-12: its cut-off, 12:00 UTC, is still ahead (decision 2460)', () => {
    expect(earliestDepartureDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
    expect(earliestDepartureDate(new Date('2026-11-27T11:59:59Z'))).toBe('2026-11-27');
    expect(earliestDepartureDate(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-28');
    expect(earliestDepartureDate(new Date('2026-02-28T23:59:59Z'))).toBe('2026-03-01');
  });

  it('lets a container depart tomorrow but not yesterday', () => {
    expect(containerFormSchema.safeParse({ ...valid, departureDate: ahead(1) }).success).toBe(true);
    expect(containerFormSchema.safeParse({ ...valid, departureDate: ahead(-1) }).error?.issues[0]?.message).toBe(MESSAGES.departureDatePast);
  });
});

describe('an edit keeps its departure (decision 2460)', () => {
  const gone = ahead(-5);
  const leftAsItWas = { ...valid, departureDate: gone };

  it('lets the form save an unchanged departure that has passed, but not a moved one', () => {
    expect(containerEditFormSchema(gone).safeParse(leftAsItWas).success).toBe(true);
    expect(containerEditFormSchema(gone).safeParse({ ...valid, departureDate: ahead(-4) }).error?.issues[0]?.message).toBe(MESSAGES.departureDatePast);
    expect(containerEditFormSchema(gone).safeParse({ ...valid, departureDate: ahead(3) }).success).toBe(true);
  });

  it("leaves the past to the API's service, which knows the stored date", () => {
    expect(containerEditSchema.safeParse(leftAsItWas).success).toBe(true);
    expect(containerEditSchema.safeParse({ ...valid, departureDate: '2026-02-30' }).error?.issues[0]?.message).toBe(MESSAGES.dateInvalid);
  });
});

describe('latestListingDate', () => {
  it('is two years from today, in UTC', () => {
    expect(latestListingDate(new Date('2026-11-27T03:00:00Z'))).toBe('2028-11-26');
  });

  it('refuses a departure or an arrival beyond it, such as 9999-12-31', () => {
    const issue = (patch: object) => containerFormSchema.safeParse({ ...valid, ...patch }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issue({ arrivalDate: latestListingDate() })).toBeUndefined();
    expect(issue({ arrivalDate: '9999-12-31' })).toEqual([['arrivalDate', MESSAGES.dateTooFar]]);
    expect(issue({ departureDate: ahead(731), arrivalDate: ahead(740) })).toEqual([
      ['departureDate', MESSAGES.dateTooFar],
      ['arrivalDate', MESSAGES.dateTooFar],
    ]);
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
      updatedAt: '2025-06-01T00:00:00.000Z',
      isCompleted: false,
      sales: 0,
      interestedCount: 0,
      locationCountryCode: 'CN',
      locationCountryName: 'China',
    };
    expect(containerSchema.parse(container)).toEqual(container);
  });
});
