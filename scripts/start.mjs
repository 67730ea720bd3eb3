// npm start: build the web app and the server (JavaScript, as production runs it) when a build
// is missing or older than its sources, then migrate, seed and serve on PORT (default 3000)
// with the embedded defaults, mailing links to http://localhost:PORT unless PUBLIC_ORIGIN is set.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from './serverRuntime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/server/entry-server.js');
const builtServer = path.join(root, 'dist/node/api/src/server.js');

function newestMtime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const newerThan = (built, folders) =>
  !existsSync(built) || Math.max(...folders.map((folder) => newestMtime(path.join(root, folder)))) > statSync(built).mtimeMs;
const webStale = !existsSync(builtRenderer) || newerThan(builtIndex, ['web', 'generated', 'schema']);
const serverStale = newerThan(builtServer, ['api', 'core', 'generated', 'migrations']);
// `npm run build` builds both; the server alone takes seconds.
const buildScript = webStale ? 'build' : serverStale ? 'build:server' : null;
if (buildScript) {
  const build = spawnSync('npm', ['run', buildScript], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Mailed links point to the local address served here unless PUBLIC_ORIGIN says otherwise.
const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer, '--migrate', '--seed'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', COOKIE_SECURE: 'false', PUBLIC_ORIGIN: `http://localhost:${port}`, ...SERVER_ALLOCATOR_ENV, ...process.env },
});
// Pass stop signals on so the server can finish its requests and close the database.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
