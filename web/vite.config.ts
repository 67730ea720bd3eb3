import path from 'node:path';
import { createReadStream } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { hashedPublicFiles } from './hashedPublicFiles';
import { precompressAssets } from './precompressAssets';
import { webSourceAlias } from './sourceAlias';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// Serves MSW's worker script in mock mode only, so it never ships in a production build.
function mockServiceWorker(): Plugin {
  return {
    name: 'roofline-mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        createReadStream(path.resolve(import.meta.dirname, '../mocks/public/mockServiceWorker.js')).pipe(response);
      });
    },
  };
}

// Mode 'mock' (npm run dev:mock) answers every GraphQL call from MSW in the browser: no server.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build's pages name the favicon and the locale-data worker by their content's hash (hashedPublicFiles.ts).
  const hashed = command === 'build' && mode !== 'mock' ? hashedPublicFiles({ ssr: Boolean(isSsrBuild) }) : null;
  return {
    root: path.resolve(import.meta.dirname),
    publicDir: isSsrBuild ? false : path.resolve(import.meta.dirname, 'public'),
    resolve: { alias: [webSourceAlias] },
    plugins: mode === 'mock' ? [react(), mockServiceWorker()] : [react(), precompressAssets(), ...(hashed ? [hashed.plugin] : [])],
    define: { 'import.meta.env.VITE_MOCK_API': JSON.stringify(mode === 'mock'), ...hashed?.define },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      fs: { allow: [path.resolve(import.meta.dirname, '..')] },
      proxy: mode === 'mock' ? undefined : { '/graphql': apiTarget, '/api': apiTarget },
    },
    // `npm run build` makes two builds: the browser's under dist/web, and the server renderer
    // (src/entry-server.tsx, imported by the API to send pages already rendered) under dist/server.
    build: isSsrBuild
      ? { outDir: path.resolve(import.meta.dirname, '../dist/server'), emptyOutDir: true, sourcemap: true }
      : {
          outDir: path.resolve(import.meta.dirname, '../dist/web'),
          emptyOutDir: true,
          // Maps are written for error reporting (upload them from dist/web) but not referenced by
          // the scripts, and the server never serves them: the source stays private.
          sourcemap: 'hidden',
          // One stylesheet linked from index.html: a server-rendered page is styled at first paint
          // whichever route it is, instead of waiting for its route chunk to bring the CSS.
          cssCodeSplit: false,
          // Every browser the build targets preloads modules itself: no polyfill in the entry. A lazy
          // chunk's imports are not preloaded by script: the browser fetches them in parallel once
          // it reads the chunk, whereas one <link rel=modulepreload> added per import (about 25 for
          // /rates) cost the page's hydration some 30 ms of main thread, 130 ms on a mobile CPU.
          modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
          rollupOptions: {
            output: {
              // Lazy route chunks and assets load from js/ under the site root (spec section 7).
              entryFileNames: 'js/[name]-[hash].js',
              chunkFileNames: 'js/[name]-[hash].js',
              assetFileNames: 'js/[name]-[hash][extname]',
              // Small modules that pages load together travel as one chunk rather than as several
              // of a few hundred bytes each: every file costs a request and its own gzip stream, which
              // is what kept the home page's first visit over its 100 KB budget (npm run bench). Only
              // the named modules move; what they import stays where the automatic chunking put it.
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'shellQuery', test: /generated[\\/]shell\.ts|lib[\\/]data[\\/](useShellQuery|queryKey)\.ts/ },
                  { name: 'LandingPage', test: /components[\\/]LandingPage[\\/]/ },
                  { name: 'QueryStates', test: /components[\\/](QueryStates|LoadFailure)[\\/]|lib[\\/]serviceUnavailable\.ts/ },
                  { name: 'ui', test: /components[\\/](Alert|LinkButton|TestimonialQuote)[\\/]/ },
                ],
              },
            },
          },
        },
  };
});
