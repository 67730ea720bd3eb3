import { describe, expect, it } from 'vitest';
import { appraisalRecordingRefusal, purchaseAppraisalStatus, PURCHASE_STAGES } from './index.js';

const ordered = { stage: 'APPRAISAL_AND_SERVICES' as const, orderedAt: '2026-12-01T10:00:00Z', appraisedValueCents: null, receivedAt: null };

describe('the purchase appraisal', () => {
  it('is recorded only while the offer is at appraisal and services', () => {
    const allowed = PURCHASE_STAGES.filter((stage) => appraisalRecordingRefusal(stage) === null);
    expect(allowed).toEqual(['APPRAISAL_AND_SERVICES']);
    expect(appraisalRecordingRefusal('CLOSING')).toBe('An appraisal is recorded only at APPRAISAL_AND_SERVICES; this application is at CLOSING.');
  });

  it('is ordered once the offer goes to appraisal, received once a value arrives, and stays received after closing', () => {
    expect(purchaseAppraisalStatus({ ...ordered, stage: 'MY_OFFERS', orderedAt: null })).toBeNull();
    expect(purchaseAppraisalStatus(ordered)).toBe('ORDERED');
    const received = { ...ordered, appraisedValueCents: 585_000_00, receivedAt: '2026-12-02T10:00:00Z' };
    expect(purchaseAppraisalStatus(received)).toBe('RECEIVED');
    expect(purchaseAppraisalStatus({ ...received, stage: 'CLOSED' })).toBe('RECEIVED');
    // An offer that fell through back to offers has no appraisal until the next one is ordered.
    expect(purchaseAppraisalStatus({ ...ordered, stage: 'MY_OFFERS' })).toBeNull();
  });
});
