import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { firstIssueMessage } from './fields.js';
import { acceptRequestSchema, bookingRequestFormSchema, declineRequestSchema, requestListQuerySchema } from './booking-request.js';
import { deliverOrderSchema } from './order.js';

const valid = { quantity: 3, description: 'Two boxes of clothes', declaration: true };
const first = (input: unknown) => firstIssueMessage(bookingRequestFormSchema, input);

describe('bookingRequestFormSchema', () => {
  it('takes a quantity in steps of 0.5 (numeric strings too), a trimmed description and the declaration', () => {
    expect(bookingRequestFormSchema.parse({ ...valid, quantity: '2.5', description: '  Two boxes of clothes  ' })).toEqual({
      ...valid,
      quantity: 2.5,
    });
  });

  it('reports the first broken rule, quantity first', () => {
    expect(first({ ...valid, quantity: 0 })).toBe(MESSAGES.quantityPositive);
    expect(first({ ...valid, quantity: 1.25 })).toBe(MESSAGES.quantityStep);
    // Far below a step is no step: 1e-10 kg made a ¥0 order that took space off the listing.
    for (const quantity of [1e-10, 5e-324, '0.0000000000000001', 2.5000000001]) expect(first({ ...valid, quantity })).toBe(MESSAGES.quantityStep);
    expect(first({ ...valid, description: `${'\u200b'.repeat(7)}abc` })).toBe(MESSAGES.requestDescriptionShort);
    expect(first({ ...valid, description: '' })).toBe(MESSAGES.requestDescriptionRequired);
    expect(first({ ...valid, description: ' nine ch  ' })).toBe(MESSAGES.requestDescriptionShort);
    expect(first({ ...valid, description: 'ten chars!' })).toBeNull();
    expect(first({ ...valid, description: 'x'.repeat(1001) })).toBe(MESSAGES.requestDescriptionMax);
    expect(first({ ...valid, declaration: false })).toBe(MESSAGES.requestDeclarationRequired);
    expect(first({ ...valid, declaration: 'true' })).toBe(MESSAGES.requestDeclarationRequired);
    expect(first({ quantity: 0 })).toBe(MESSAGES.quantityPositive);
  });
});

describe('answers and filters', () => {
  it('lets a body be absent (Fastify hands null) where every field is optional', () => {
    for (const schema of [acceptRequestSchema, declineRequestSchema, deliverOrderSchema]) {
      expect(schema.parse(null)).toBeNull();
      expect(schema.parse(undefined)).toBeUndefined();
    }
    expect(acceptRequestSchema.parse({ quantity: '1.5' })).toEqual({ quantity: 1.5 });
    expect(declineRequestSchema.parse({ reason: '  Full  ' })).toEqual({ reason: 'Full' });
    expect(firstIssueMessage(declineRequestSchema, { reason: 'x'.repeat(501) })).toBe(MESSAGES.declineReasonMax);
  });

  it('accepts only a six-digit delivery code', () => {
    expect(deliverOrderSchema.parse({ code: ' 042917 ' })).toEqual({ code: '042917' });
    expect(deliverOrderSchema.parse({ code: '０４２９１７' })).toEqual({ code: '042917' });
    for (const code of ['42917', '0429170', 'abcdef', '04 917', 4291700]) {
      expect(firstIssueMessage(deliverOrderSchema, { code })).toBe(MESSAGES.deliveryCodeFormat);
    }
  });

  it('knows the list filters', () => {
    expect(requestListQuerySchema.parse({ role: 'seller', status: 'expired' })).toEqual({ role: 'seller', status: 'expired' });
    expect(requestListQuerySchema.safeParse({ role: 'owner' }).success).toBe(false);
  });
});
