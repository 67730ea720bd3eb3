import { describe, expect, it } from 'vitest';
import { offerAbovePreApproval } from './offerLetter.js';

describe('an offer above the pre-approval', () => {
  it('is warned about with the pre-approved amount, and only above it', () => {
    expect(offerAbovePreApproval(800_000_01, 800_000_00)).toBe(
      'This offer is above your pre-approval of $800,000. Roofline can only fund up to the pre-approved amount; talk to us before you sign.',
    );
    expect(offerAbovePreApproval(800_000_00, 800_000_00)).toBeNull();
    expect(offerAbovePreApproval(900_000_00, null)).toBeNull();
  });
});
