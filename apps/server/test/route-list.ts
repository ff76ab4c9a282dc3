import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of the built app, read from Fastify's own route tree (`printRoutes`), so a route added
 * later is fuzzed without anyone listing it. Each tree line is one path segment (the radix tree may
 * split a word: "/interest" then "ed"), indented four characters per level.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    segments.length = indent.length / 4;
    segments.push(segment);
    if (!methods) continue;
    for (const method of methods.split(', ')) routes.push({ method, url: segments.join('') });
  }
  return routes;
}

type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: Array<{ in: string; name: string }>;
};

/** Names of every JSON body field and query parameter the API documents, from its OpenAPI document. */
export function documentedInputs(app: FastifyInstance): { bodyFields: string[]; queryParams: string[] } {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
  const bodyFields = new Set<string>();
  const queryParams = new Set<string>();
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const name of Object.keys(schema?.properties ?? {})) bodyFields.add(name);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') queryParams.add(parameter.name);
      }
    }
  }
  return { bodyFields: [...bodyFields].sort(), queryParams: [...queryParams].sort() };
}
