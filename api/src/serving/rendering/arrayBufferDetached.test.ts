import { describe, expect, it } from 'vitest';
import { ensureArrayBufferDetached } from './arrayBufferDetached.js';

// ES2024's property, past the project's ES2023 library types.
const detached = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached;

describe('ArrayBuffer.prototype.detached', () => {
  it('is false for a buffer in use, empty or not, and true once the buffer is transferred away', () => {
    ensureArrayBufferDetached();
    const buffer = new ArrayBuffer(8);
    const empty = new ArrayBuffer(0);
    expect(detached(buffer)).toBe(false);
    expect(detached(empty)).toBe(false);
    structuredClone(buffer, { transfer: [buffer] });
    expect(detached(buffer)).toBe(true);
  });
});
