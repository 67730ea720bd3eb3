import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webSourceAlias } from './web/sourceAlias';

// Three projects, so each kind of test runs once where it matters:
// - core: the pure rules in core/, no I/O, the same on any database (run once);
// - node: the server and its scripts against a database (run once per database: embedded
//   PGlite by default, PostgreSQL with DATABASE_URL);
// - web: React components in jsdom with MSW.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [webSourceAlias] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          // Pure functions share nothing between files, so one module graph serves them all.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['api/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          globalSetup: ['tests/setup/databaseImage.ts'],
          // GraphQL Armor's ES builds run in Node as in production, on the graphql copy Yoga uses
          // (processed by Vite they would resolve a second copy; see api/src/graphql/armor.ts).
          server: { deps: { external: [/@escape\.tech\/graphql-armor/] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          setupFiles: ['tests/setup/web.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
