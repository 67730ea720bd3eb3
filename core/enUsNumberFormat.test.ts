import { describe, expect, it } from 'vitest';
import { enUsNumberFormat } from './enUsNumberFormat.js';

describe('enUsNumberFormat', () => {
  it('builds the format on first use, once, with en-US grouping', () => {
    // Intl reads its options when a format is built: counting the reads tells when that happens.
    let reads = 0;
    const twoDecimals = enUsNumberFormat({
      get minimumFractionDigits() {
        reads += 1;
        return 2;
      },
      maximumFractionDigits: 2,
    });
    expect(reads).toBe(0);
    expect(twoDecimals().format(1234.5)).toBe('1,234.50');
    const afterFirstUse = reads;
    expect(afterFirstUse).toBeGreaterThan(0);
    expect(twoDecimals()).toBe(twoDecimals());
    expect(reads).toBe(afterFirstUse);
  });
});
