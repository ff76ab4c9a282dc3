import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodRoute = Parameters<typeof serializerCompiler>[0];

/**
 * A response serialiser compiled from the route's zod schema by fast-json-stringify (what Fastify
 * does with a JSON schema), for the hottest answers: lists of listings. It writes the schema's
 * properties only, as zod's serialiser does (nothing else on the object can leak), and in the
 * same bytes (`compiled-serializer.test.ts`), in a quarter of the time: zod checks every field of
 * every item again before JSON.stringify, 140 µs for a page of 24 gigs, against 35 µs. It does
 * not check the values: the answers come from `toApi`, whose output type is the schema's. A schema
 * with no JSON-schema form keeps zod's serialiser.
 */
export function compiledSerializer<S>(route: FastifyRouteSchemaDef<S>): (data: unknown) => string {
  const schema: unknown = route.schema;
  if (!(schema instanceof z.ZodType)) return serializerCompiler(route as unknown as ZodRoute);
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  } catch {
    return serializerCompiler(route as unknown as ZodRoute);
  }
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
