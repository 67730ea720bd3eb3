// Builds the web app and the server (unless told they are built) and serves them on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from '../../scripts/serverRuntime.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });

// CI has just built it (E2E_SKIP_BUILD=1); a developer's run builds what they changed.
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The compiled server, as production runs it (`npm run build` writes it to dist/node).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/node/api/src/server.js', '--migrate', '--seed'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...SERVER_ALLOCATOR_ENV,
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    PUBLIC_ORIGIN: `http://localhost:${process.env.PORT ?? 3000}`,
    DATA_DIR: dataDir,
    // Mail lands in the outbox and, as files, here, where specs read codes and links (tests/e2e/mail.ts).
    MAIL_OUTBOX_DIR: path.join(dataDir, 'mail'),
    LOG_LEVEL: 'warn',
    // Every browser of every worker comes from this one address.
    LOGIN_RATE_LIMIT_MAX: '1000',
    EVENTS_RATE_LIMIT_MAX: '10000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
