import { describe, expect, it } from 'vitest';
import { untilAborted } from './untilAborted.js';

describe('untilAborted', () => {
  it("passes the work's outcome through when the signal never aborts", async () => {
    await expect(untilAborted(Promise.resolve('answer'), new AbortController().signal)).resolves.toBe('answer');
    await expect(untilAborted(Promise.reject(new Error('failed')), new AbortController().signal)).rejects.toThrow('failed');
  });

  it('rejects with the reason as soon as the signal aborts, without waiting for the work', async () => {
    const controller = new AbortController();
    const pending = untilAborted(new Promise(() => {}), controller.signal);
    controller.abort(new Error('render limit'));
    await expect(pending).rejects.toThrow('render limit');
  });

  it('rejects at once for a signal aborted before, and a failure of the work then is no unhandled rejection', async () => {
    await expect(untilAborted(Promise.resolve('late'), AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    await expect(untilAborted(Promise.reject(new Error('failed late')), AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
