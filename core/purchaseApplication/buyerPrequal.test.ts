import { describe, expect, it } from 'vitest';
import { buyerPrequal } from './buyerPrequal.js';

const base = {
  targetPriceCents: 600_000_00,
  downPaymentCents: 60_000_00,
  state: 'CA',
  timeline: '0_3_MONTHS' as const,
  purchaseStage: 'OPEN_HOUSES' as const,
  incomeSource: 'SALARY' as const,
};
const settings = { licensedStates: ['CA', 'TX'], partnershipWaitlist: false };

describe('buyerPrequal', () => {
  it('accepts 10% down in a live state and says what Roofline buys', () => {
    expect(buyerPrequal(base, settings)).toMatchObject({
      eligible: true,
      denials: [],
      waitlist: false,
      minimumDownPaymentCents: 60_000_00,
      rooflineShareCents: 540_000_00,
    });
  });

  it('refuses less than 10% down, a price over $2 million and low credit, each in the spec’s words', () => {
    const outcome = buyerPrequal({ ...base, targetPriceCents: 2_000_000_01, downPaymentCents: 100_000_00, creditBand: 'SCORE_600_619' }, settings);
    expect(outcome.denials.map((d) => d.code)).toEqual(['DENIED_CREDIT', 'EXCEEDS_MAX_HOME_PRICE', 'DENIED_HIGH_LTV']);
    expect(outcome.denials[1]!.message).toBe('The partnership is not available for home values over $2 million.');
    expect(outcome.eligible).toBe(false);
  });

  it('sends a buyer in a state that is not live, or anyone while the waitlist flag is on, to the waitlist', () => {
    expect(buyerPrequal({ ...base, state: 'NY' }, settings)).toMatchObject({ eligible: false, waitlist: true, denials: [{ code: 'OUT_OF_STATE' }] });
    expect(buyerPrequal(base, { ...settings, partnershipWaitlist: true })).toMatchObject({ eligible: false, waitlist: true, denials: [] });
  });
});
