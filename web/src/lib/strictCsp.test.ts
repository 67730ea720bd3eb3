import { describe, expect, it } from 'vitest';

describe('strictCsp', () => {
  it('turns off Zod’s eval probe, as z.config reads it', async () => {
    await import('./strictCsp');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
