import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * core/ and generated/ are reached through the package aliases `#core/*` and `#generated/*`
 * (docs/decisions/0007), never by climbing `../../../`. The browser tests under tests/e2e run in
 * Playwright's own loader and keep relative paths.
 */

const root = path.resolve(import.meta.dirname, '..');
const checked = ['api', 'web', 'mocks', 'tests', 'scripts'];
const skipped = new Set(['node_modules', 'e2e', 'dist', 'storybook-static']);
const climbingImport = /['"](?:\.\.\/)+(core|generated)\/[^'"]*['"]/g;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('imports of core/ and generated/', () => {
  it('go through #core/* and #generated/*', () => {
    const offenders = checked.flatMap((folder) =>
      sourcesUnder(path.join(root, folder)).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(climbingImport)]
          .filter((match) => path.resolve(path.dirname(file), match[0].slice(1, -1)).startsWith(path.join(root, match[1]!)))
          .map((match) => `${path.relative(root, file)}: ${match[0]}`);
      }),
    );
    expect(offenders).toEqual([]);
  });
});
