import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { AppError } from '../services/errors.js';
import { APP_ERROR_STATUS, restErrorHandler } from './appErrors.js';
import type { AppEnv } from './env.js';

function appThrowing(error: Error) {
  const app = new Hono<AppEnv>();
  app.onError(restErrorHandler(createLogger('silent')));
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('REST errors', () => {
  it.each(Object.entries(APP_ERROR_STATUS))('answers an AppError %s with status %i, its message and code', async (code, status) => {
    const response = await appThrowing(new AppError(code as keyof typeof APP_ERROR_STATUS, 'Nope.')).request('/boom');
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message: 'Nope.', code });
  });

  it.each([
    ['UNAUTHENTICATED', 'AuthorizationError'],
    ['FORBIDDEN', 'AuthorizationError'],
    ['CONFLICT', 'ConflictError'],
    ['NOT_FOUND', undefined],
  ] as const)('§8.20 / §8.21 names a %s refusal with the spec constant %s', async (code, name) => {
    const response = await appThrowing(new AppError(code, 'Nope.')).request('/boom');
    expect((await response.json()).name).toBe(name);
  });

  it('answers anything else with a 500 that names nothing of the failure', async () => {
    const response = await appThrowing(new Error('select * from users failed')).request('/boom');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('select');
  });
});
