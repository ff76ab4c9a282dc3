import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { containerSchema } from '@spaceshare/shared/schemas/container';
import { gigSchema } from '@spaceshare/shared/schemas/gig';
import { compiledSerializer } from './compiled-serializer.js';

type Property = { type?: string | string[]; enum?: string[]; items?: Property; minLength?: number };
type ObjectSchema = { properties: Record<string, Property>; required: string[] };

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

/** Any value the property's JSON schema allows: every code point in strings, any finite number. */
function arbitraryOf(property: Property): fc.Arbitrary<unknown> {
  if (property.enum) return fc.constantFrom(...property.enum);
  const types = ([] as string[]).concat(property.type ?? []);
  const one = (type: string): fc.Arbitrary<unknown> => {
    if (type === 'string') return fc.string({ unit: 'binary', minLength: property.minLength ?? 0 });
    if (type === 'number') return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    if (type === 'boolean') return fc.boolean();
    if (type === 'null') return fc.constant(null);
    if (type === 'array') return fc.array(arbitraryOf(property.items!), { maxLength: 4 });
    throw new Error(`no arbitrary for ${type}`);
  };
  return fc.oneof(...types.map(one));
}

function itemsOf(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'output' }) as unknown as ObjectSchema;
  const shape = Object.fromEntries(Object.entries(json.properties).map(([key, property]) => [key, arbitraryOf(property)]));
  return fc.array(fc.record(shape, { requiredKeys: json.required }), { maxLength: 5 });
}

describe.each([
  ['gig', gigSchema],
  ['container', containerSchema],
] as const)('compiledSerializer (%s)', (_name, item) => {
  const list = z.array(item);
  const compiled = compiledSerializer(route(list));
  const zod = serializerCompiler(route(list)) as (data: unknown) => string;
  /** Non-empty lists that zod accepts. */
  const valid = itemsOf(item).filter((items) => items.length > 0 && list.safeParse(items).success);

  it("writes the same bytes as zod's serialiser for any items the schema allows", () => {
    fc.assert(
      fc.property(itemsOf(item), (items) => {
        // What zod refuses (an id with a NUL, say) never reaches the serialiser: toApi reads rows
        // that the same rules wrote.
        fc.pre(list.safeParse(items).success);
        expect(compiled(items)).toBe(zod(items));
      }),
      { numRuns: 300 },
    );
  });

  it('writes only the properties of the schema', () => {
    const [sample] = fc.sample(valid, { numRuns: 1, seed: 7 });
    const withSecrets = sample!.map((one) => ({ ...one, passwordHash: 'secret', email: 'private@example.com' }));
    const written = compiled(withSecrets);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('private@example.com');
    expect(written).toBe(zod(sample));
  });

  it('refuses an item without a required property, as zod does', () => {
    const [sample] = fc.sample(valid, { numRuns: 1, seed: 3 });
    const { _id: _dropped, ...rest } = sample![0] as Record<string, unknown>;
    expect(() => zod([rest])).toThrow();
    expect(() => compiled([rest])).toThrow();
  });
});
