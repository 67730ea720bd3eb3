import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

// `npm run build:server`: the server as JavaScript under dist/node, so production runs it with
// plain Node (no TypeScript compiler at run time). Every file Node starts or imports by name is
// an entry and keeps its source path: the server, the commands, and the migrations and seeds
// (dbSetup.ts imports those by listing their folder). Shared code goes into chunks, so each
// module exists once; packages stay in node_modules.
const root = path.resolve(import.meta.dirname, '..');
const scripts = (folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file));
const entries = ['api/src/server.ts', ...scripts('api/src/cli'), ...scripts('migrations'), ...scripts('migrations/seeds')];

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: Object.fromEntries(entries.map((file) => [file.replace(/\.ts$/, ''), path.join(root, file)])),
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
