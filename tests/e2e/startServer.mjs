// Builds the web app if needed and serves it with the API on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts', '--migrate', '--seed'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    PUBLIC_ORIGIN: `http://localhost:${process.env.PORT ?? 3000}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
