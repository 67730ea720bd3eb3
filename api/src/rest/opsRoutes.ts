import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { runOps } from '../services/restructureApplication/opsCommand.js';
import { opsSecret } from '../services/restructureApplication/opsSecret.js';
import type { RestructureWork } from '../services/restructureApplication/work.js';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /ops/restructure {argv}: runs an `npm run ops` command in the server's process, for the
 * embedded database that only this process may open. Only with the ops secret from DATA_DIR;
 * anything else is a 404, so the route is not advertised.
 */
export function opsRoutes(work: RestructureWork) {
  const routes = new Hono();
  routes.post('/restructure', async (c) => {
    const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!token || !sameSecret(token, opsSecret(work.config))) return c.json({ message: 'Not found.' }, 404);
    const body = (await c.req.json().catch(() => null)) as { argv?: unknown; by?: unknown } | null;
    if (!body || !Array.isArray(body.argv) || !body.argv.every((arg) => typeof arg === 'string')) return c.json({ message: 'Send {argv: string[]}.' }, 400);
    const argv = body.argv as string[];
    // The operator's name comes from their shell when they did not give --by.
    const withBy = typeof body.by === 'string' && !argv.includes('--by') ? [...argv, '--by', body.by] : argv;
    return c.json(await runOps(withBy, work));
  });
  return routes;
}
