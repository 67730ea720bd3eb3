import { describe, expect, it } from 'vitest';
import { isWaitingOnRoofline } from './StageScreen';

describe('when the partnership application page checks back by itself', () => {
  it('keeps checking at contract review until the option agreement is written, then stops', () => {
    expect(isWaitingOnRoofline({ stage: 'CONTRACT_REVIEW', contractPageCount: null })).toBe(true);
    expect(isWaitingOnRoofline({ stage: 'CONTRACT_REVIEW', contractPageCount: 3 })).toBe(false);
  });

  it('checks while Roofline reviews, verifies or inspects, and not while the homeowner acts', () => {
    for (const stage of ['DOCUMENT_UPLOAD', 'ACCOUNT_VERIFICATION', 'INSPECTION'] as const)
      expect(isWaitingOnRoofline({ stage, contractPageCount: 3 })).toBe(true);
    for (const stage of ['APPROVAL', 'APPROVAL_MORE_INFO', 'FINALIZE_RESTRUCTURE', 'COMPLETED', 'DENIED'] as const)
      expect(isWaitingOnRoofline({ stage, contractPageCount: 3 })).toBe(false);
  });
});
