// Source comments cite the product spec by section (§N); the copy in docs/ is what they point to, so it
// must be the spec itself. The original sits beside the repository (../shared/spec) on our machines
// and CI's; elsewhere there is nothing to compare with.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const original = path.resolve(root, '../shared/spec/product-spec.md');

it.skipIf(!existsSync(original))('docs/product-spec.md is the product spec, word for word', () => {
  expect(readFileSync(path.join(root, 'docs/product-spec.md'), 'utf8')).toBe(readFileSync(original, 'utf8'));
});
