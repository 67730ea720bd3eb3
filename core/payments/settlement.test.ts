import { describe, expect, it } from 'vitest';
import { settledStatus } from './settlement.js';

describe('settling a payment', () => {
  it('moves a debit still processing to what the processor says', () => {
    expect(settledStatus('PROCESSING', 'SUCCEEDED')).toBe('SUCCEEDED');
    expect(settledStatus('PROCESSING', 'FAILED')).toBe('FAILED');
  });

  it('changes nothing once settled, whatever the event says', () => {
    expect(settledStatus('SUCCEEDED', 'SUCCEEDED')).toBeNull();
    expect(settledStatus('FAILED', 'FAILED')).toBeNull();
    expect(settledStatus('SUCCEEDED', 'FAILED')).toBeNull();
    expect(settledStatus('FAILED', 'SUCCEEDED')).toBeNull();
  });

  it('leaves a payment the processor has not answered for yet to the charge that made it', () => {
    expect(settledStatus('PENDING', 'SUCCEEDED')).toBeNull();
  });
});
