import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './lazyWithTimeout';
import { CHUNK_LOAD_TIMEOUT_MS } from './uiConstants';

afterEach(() => vi.useRealTimers());

describe('chunk loading with a time-out', () => {
  it('uses the spec’s 120000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the chunk when it arrives in time', async () => {
    await expect(withTimeout(() => Promise.resolve('page'), 50)()).resolves.toBe('page');
  });

  it('fails after the time-out instead of hanging', async () => {
    vi.useFakeTimers();
    const loading = withTimeout(() => new Promise<string>(() => undefined))();
    const assertion = expect(loading).rejects.toThrow('Loading the page timed out after 120000 ms.');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
  });

  it('passes a failed load through', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
  });
});
