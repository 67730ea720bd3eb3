// npm run dev: the API (restarting on change), Vite with hot reload proxying /graphql and /api
// to it, and codegen watching schema/ and the web documents. Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
// The browser talks to Vite, so mailed links and the same-origin check use Vite's address.
const webOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.WEB_PORT ?? 5173}`;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const processes = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'api/src/server.ts', '--migrate', '--seed'], {
    cwd: root,
    stdio: 'inherit',
    // One server process, restarted on each change, whatever the database.
    env: { WEB_CONCURRENCY: '1', ...process.env, PORT: apiPort, NODE_ENV: 'development', PUBLIC_ORIGIN: webOrigin },
  }),
  spawn(bin('vite'), ['--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_URL: `http://localhost:${apiPort}` } }),
  spawn(bin('graphql-codegen'), ['--config', 'codegen.ts', '--watch'], { cwd: root, stdio: 'inherit' }),
];

const stopAll = (code) => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of processes) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
