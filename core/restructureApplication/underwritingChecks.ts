/**
 * The checks underwriting runs before a partnership is approved (decision 0034), each with a
 * status stored per application: the consent to a soft credit check, the applicant's identity,
 * an automated valuation of the home and an appraisal before the contract. Approval waits for
 * every one to pass.
 */
export const UNDERWRITING_CHECK_KINDS = ['CREDIT_CHECK_CONSENT', 'IDENTITY', 'AUTOMATED_VALUATION', 'APPRAISAL'] as const;
export type UnderwritingCheckKind = (typeof UNDERWRITING_CHECK_KINDS)[number];

export const UNDERWRITING_CHECK_STATUSES = ['PENDING', 'PASSED', 'FAILED'] as const;
export type UnderwritingCheckStatus = (typeof UNDERWRITING_CHECK_STATUSES)[number];

/** The applicant's names for the checks, in the order they run. */
export const UNDERWRITING_CHECK_LABELS: Readonly<Record<UnderwritingCheckKind, string>> = {
  CREDIT_CHECK_CONSENT: 'Consent to a soft credit check',
  IDENTITY: 'Identity verification',
  AUTOMATED_VALUATION: 'Automated valuation of your home',
  APPRAISAL: 'Appraisal',
};

export const UNDERWRITING_STATUS_LABELS: Readonly<Record<UnderwritingCheckStatus, string>> = {
  PENDING: 'In progress',
  PASSED: 'Done',
  FAILED: 'Not passed',
};

/** The review's consent box; it links the credit pull notice. */
export const CREDIT_CHECK_CONSENT_LABEL =
  'I agree that Roofline may obtain my credit report with a soft credit check, which does not affect my credit score, as the credit pull notice describes.';
export const CREDIT_PULL_NOTICE_PATH = '/legal/credit-pull-notice';

/** Submit refused without the consent. */
export const CREDIT_CHECK_CONSENT_REQUIRED = {
  code: 'CONSENT_REQUIRED',
  field: 'creditCheckConsent',
  message: 'Agree to the soft credit check to submit your application.',
} as const;

/** What the applicant reads when a check did not pass (the denial's customer wording). */
export const UNDERWRITING_FAILURE_MESSAGES: Readonly<Partial<Record<UnderwritingCheckKind, string>>> = {
  IDENTITY: 'We could not verify your identity, so we cannot offer the partnership. Call us if you think this is a mistake.',
  AUTOMATED_VALUATION: 'We could not confirm your home’s value automatically; a reviewer will look at your application.',
};

/**
 * The automated value may sit this far below the value the homeowner stated before a reviewer
 * must look (in basis points: 1000 = 10%); above it, the stated value stands for the offer.
 */
export const VALUATION_TOLERANCE_BPS = 1000;

/** Whether the automated value supports the stated value within the tolerance. */
export function valuationSupports(statedCents: number, automatedCents: number): boolean {
  return automatedCents * 10_000 >= statedCents * (10_000 - VALUATION_TOLERANCE_BPS);
}

/** Every check passed: approval may go ahead. */
export function checksPassed(checks: ReadonlyArray<{ kind: UnderwritingCheckKind; status: UnderwritingCheckStatus }>): boolean {
  return UNDERWRITING_CHECK_KINDS.every((kind) => checks.some((check) => check.kind === kind && check.status === 'PASSED'));
}

/** A reviewer's approval waits for the checks too (`npm run ops -- approve`); the message names those not passed. */
export function checksNotPassedMessage(checks: ReadonlyArray<{ kind: UnderwritingCheckKind; status: UnderwritingCheckStatus }>): string {
  return `Approval waits for the underwriting checks not passed: ${checks.map((check) => `${check.kind} (${check.status})`).join(', ')}. An appraiser's value is recorded with \`appraise\`.`;
}
