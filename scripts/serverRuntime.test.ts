import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ALLOCATOR_ENV, SERVER_NODE_FLAGS } from './serverRuntime.mjs';

const scripts = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')).scripts as Record<string, string>;

describe('the compiled server in production', () => {
  it('runs with the same Node flags as npm start, the e2e suite and the bench', () => {
    expect(scripts['start:production']).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/node/api/src/server.js`);
  });

  // glibc stops adapting its mmap threshold once the trim threshold is fixed: at its 128 KB
  // default, each compressed answer's working memory (about 300 KB for brotli) was mapped and
  // faulted in per request.
  it('keeps a compressor’s working memory in the heap when it fixes the trim threshold', () => {
    expect(Number(SERVER_ALLOCATOR_ENV.MALLOC_MMAP_THRESHOLD_)).toBeGreaterThanOrEqual(1024 * 1024);
    expect(Number(SERVER_ALLOCATOR_ENV.MALLOC_TRIM_THRESHOLD_)).toBeGreaterThan(Number(SERVER_ALLOCATOR_ENV.MALLOC_MMAP_THRESHOLD_));
  });
});
