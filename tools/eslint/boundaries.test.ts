// The lint config is code too: these cases prove that a boundary-breaking import fails `npm run lint`.
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_MESSAGES } from './boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: Array<{ file: string; source: string; refused?: keyof typeof BOUNDARY_MESSAGES }> = [
  // Server: db, lib and plugins sit below the modules.
  { file: 'apps/server/src/db/seed-x.ts', source: "import { a } from '../modules/gigs/service.js';", refused: 'serverLower' },
  { file: 'apps/server/src/db/demo/x.ts', source: "import { a } from '../../modules/orders/service.js';", refused: 'serverLower' },
  { file: 'apps/server/src/lib/x.ts', source: "import { a } from '../modules/realtime/hub.js';", refused: 'serverLower' },
  { file: 'apps/server/src/plugins/x.ts', source: "import { a } from '../modules/auth/service.js';", refused: 'serverLower' },
  { file: 'apps/server/src/modules/gigs/x.ts', source: "import { a } from '../orders/service.js';\nimport { b } from '../../db/client.js';" },
  { file: 'apps/server/src/plugins/x.ts', source: "import { a } from '../lib/errors.js';\nimport { b } from '../db/client.js';" },
  // Web: features import neither app/ nor each other.
  { file: 'apps/web/src/features/orders/x.tsx', source: "import { a } from '@/app/router';", refused: 'webFeatureApp' },
  { file: 'apps/web/src/features/orders/components/x.tsx', source: "import { a } from '../../../app/router';", refused: 'webFeatureApp' },
  { file: 'apps/web/src/features/orders/x.tsx', source: "import { a } from '@/features/messages/api/get-messages';", refused: 'webFeatureOther' },
  { file: 'apps/web/src/features/orders/x.tsx', source: "import { a } from '../messages/api/get-messages';", refused: 'webFeatureOther' },
  { file: 'apps/web/src/features/orders/components/x.tsx', source: "import { a } from '../../messages/x';", refused: 'webFeatureOther' },
  {
    file: 'apps/web/src/features/orders/components/x.tsx',
    source: "import { a } from '../api/get-orders';\nimport { b } from '@/features/orders/api/get-orders';\nimport { c } from '@/lib/api-client';\nimport { d } from '@/components/ui';",
  },
  // Web: components/ and lib/ build on nothing above them.
  { file: 'apps/web/src/components/ui/x.tsx', source: "import { a } from '@/features/orders/x';", refused: 'webShared' },
  { file: 'apps/web/src/lib/x.ts', source: "import { a } from '../features/orders/x';", refused: 'webShared' },
  { file: 'apps/web/src/lib/x.ts', source: "import { a } from '@/app/router';", refused: 'webShared' },
  { file: 'apps/web/src/lib/x.ts', source: "import { a } from './api-client';\nimport { b } from '@/components/ui';" },
];

describe('import boundaries in the lint config', () => {
  it.each(cases)('$file: $source', async ({ file, source, refused }) => {
    const errors = await boundaryErrors(file, source);
    if (refused) expect(errors.join('\n')).toContain(BOUNDARY_MESSAGES[refused]);
    else expect(errors).toEqual([]);
  });
});
