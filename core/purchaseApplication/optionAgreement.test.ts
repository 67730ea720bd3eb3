import { describe, expect, it } from 'vitest';
import { CONTRACT_REVIEW_MESSAGES } from '../partnership/contractReview.js';
import { optionAgreementAcceptanceRefusal, purchaseClosingRefusal, type PurchaseContractReviewState } from './optionAgreement.js';

const read: PurchaseContractReviewState = {
  stage: 'CLOSING',
  contractPageCount: 2,
  optionAgreementViewedAt: '2026-12-26T10:00:00.000Z',
  optionAgreementAcceptedAt: null,
};

describe('accepting the purchase option agreement', () => {
  it('is the applicant’s step, at closing, once the agreement is read to its last page', () => {
    expect(optionAgreementAcceptanceRefusal(read, 'APPLICANT')).toBeNull();
    expect(optionAgreementAcceptanceRefusal(read, 'CO_APPLICANT')).toMatchObject({ code: 'ACTOR_NOT_ALLOWED' });
    expect(optionAgreementAcceptanceRefusal({ ...read, stage: 'APPRAISAL_AND_SERVICES' }, 'APPLICANT')).toMatchObject({ code: 'STAGE_TRANSITION_NOT_ALLOWED' });
    expect(optionAgreementAcceptanceRefusal({ ...read, stage: 'CLOSED' }, 'APPLICANT')).toMatchObject({ code: 'STAGE_CLOSED' });
    expect(optionAgreementAcceptanceRefusal({ ...read, optionAgreementAcceptedAt: read.optionAgreementViewedAt }, 'APPLICANT')).toMatchObject({
      code: 'STAGE_TRANSITION_NOT_ALLOWED',
    });
  });

  it('uses the partnership’s rule and words for an agreement not read or not written', () => {
    expect(optionAgreementAcceptanceRefusal({ ...read, optionAgreementViewedAt: null }, 'APPLICANT')).toEqual({
      code: 'CONTRACT_NOT_VIEWED',
      field: null,
      message: CONTRACT_REVIEW_MESSAGES.notViewed,
    });
    expect(optionAgreementAcceptanceRefusal({ ...read, contractPageCount: null }, 'APPLICANT')).toMatchObject({ code: 'CONTRACT_NOT_READY' });
  });

  it('holds the closing until the agreement is accepted', () => {
    expect(purchaseClosingRefusal({ optionAgreementAcceptedAt: null })).toMatch(/not accepted the option agreement/);
    expect(purchaseClosingRefusal({ optionAgreementAcceptedAt: new Date() })).toBeNull();
  });
});
