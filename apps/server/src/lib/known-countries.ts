import type { z } from 'zod';
import { countryCode } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';

/**
 * `schema` with each of `fields`, when given and not blank, a country we know (a name, an alias or
 * an ISO code): search, alerts and flags find nothing for "Narnia". Checked on the server only, so
 * public bundles stay without the country table (decisions 1604, 1703).
 */
export const knownCountries = <T extends z.ZodType>(schema: T, fields: readonly string[]) =>
  schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const given = (value as Record<string, unknown>)[field];
      if (typeof given === 'string' && given.trim() !== '' && countryCode(given) === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.countryUnknown });
      }
    }
  });
