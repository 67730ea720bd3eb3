import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './serverRuntime.mjs';

const scripts = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')).scripts as Record<string, string>;

describe('the compiled server in production', () => {
  it('runs with the same Node flags as npm start, the e2e suite and the bench', () => {
    expect(scripts['start:production']).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/node/api/src/server.js`);
  });
});
