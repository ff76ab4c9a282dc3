// Import boundaries between layers, enforced by ESLint's own no-restricted-imports (no resolver
// needed: the web imports through the `@/` alias or relative paths, both matched below).
// Each file falls under exactly one block, because a later block's options for a rule replace an
// earlier block's rather than adding to them.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => `(${names.map(escape).join('|')})`;

export const BOUNDARY_MESSAGES = {
  serverLower: 'db, lib and plugins sit below the modules: move the shared piece down, or the caller up.',
  webFeatureApp: 'A feature never imports app/: the router composes features, not the other way round.',
  webFeatureOther: 'Features never import each other: move the shared piece down to components/ or lib/, or compose them in app/.',
  webShared: 'components/ and lib/ never import features or app/: they are the layers features build on.',
};

/** Server: db, lib and plugins never import modules. */
const serverLower = {
  files: ['apps/server/src/{db,lib,plugins}/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules(/|$)', message: BOUNDARY_MESSAGES.serverLower }] }],
  },
};

/** Web: a feature imports neither app/ nor another feature. */
const webFeatureBlocks = webFeatures.map((feature) => {
  const others = webFeatures.filter((name) => name !== feature);
  const patterns = [{ regex: '^@/app(/|$)|^(\\.\\./)+app(/|$)', message: BOUNDARY_MESSAGES.webFeatureApp }];
  if (others.length > 0) {
    patterns.push({
      // `@/features/x`, `../x/...` from the feature's root, `../../x/...` from one level down, and so on.
      regex: `^@/features/${anyOf(others)}(/|$)|^(\\.\\./)+(features/)?${anyOf(others)}(/|$)`,
      message: BOUNDARY_MESSAGES.webFeatureOther,
    });
  }
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});

/** Web: components/ and lib/ import neither features nor app/. */
const webShared = {
  files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^@/(features|app)(/|$)|^(\\.\\./)+(features|app)(/|$)', message: BOUNDARY_MESSAGES.webShared }] },
    ],
  },
};

export const boundaries = [serverLower, ...webFeatureBlocks, webShared];
