import { describe, expect, it } from 'vitest';
import { DENIAL_CODES } from '#core/partnership/index';
import { offersPartnershipWaitlist } from './partnership';
import { waitlistEmail } from './email';

describe('the partnership waitlist (spec §8.08, §8.09, §8.15)', () => {
  it('is offered for the area and state denials, and for no other', () => {
    const offered = DENIAL_CODES.filter((code) => offersPartnershipWaitlist([{ code }]));
    expect(offered).toEqual(['MANUAL_REVIEW_REQUIRED', 'OUT_OF_AREA', 'OUT_OF_STATE']);
  });

  it('is offered when one of several denials asks for it, and not for none or an unknown code', () => {
    expect(offersPartnershipWaitlist([{ code: 'DENIED_CREDIT' }, { code: 'OUT_OF_STATE' }])).toBe(true);
    expect(offersPartnershipWaitlist([])).toBe(false);
    expect(offersPartnershipWaitlist([{ code: 'NOT_A_CODE' }])).toBe(false);
  });
});

describe('waitlistEmail', () => {
  it('stores one address however it was typed', () => {
    expect(waitlistEmail(' Jordan.Buyer@Example.COM ')).toBe('jordan.buyer@example.com');
  });
});
