import {
  UNDERWRITING_CHECK_KINDS,
  UNDERWRITING_FAILURE_MESSAGES,
  checksPassed,
  type UnderwritingCheckKind,
  type UnderwritingCheckStatus,
} from '#core/restructureApplication/index';
import type { UnderwritingCheck } from '#generated/server';

// The underwriting checks the browser's sandbox runs (decision 0034), with core's rule for when
// approval may go ahead: the consent passes at submission, identity and the automated valuation
// a moment later (as the server's sandbox vendor answers), the appraisal just before approval.

export interface MockCheck {
  kind: UnderwritingCheckKind;
  status: UnderwritingCheckStatus;
  completedAt: string | null;
}

const VENDOR_MS = import.meta.env.MODE === 'test' ? 0 : 2_000;

/** The checks a submission opens: the consent passed now, the rest pending. */
export function openMockChecks(at: string): MockCheck[] {
  return UNDERWRITING_CHECK_KINDS.map((kind) =>
    kind === 'CREDIT_CHECK_CONSENT' ? { kind, status: 'PASSED', completedAt: at } : { kind, status: 'PENDING', completedAt: null },
  );
}

function pass(checks: MockCheck[], kind: UnderwritingCheckKind, at: string): void {
  const check = checks.find((c) => c.kind === kind);
  if (check?.status === 'PENDING') Object.assign(check, { status: 'PASSED', completedAt: at });
}

/** Identity and the valuation answer a moment after submission; true once both have passed. */
export function settleMockVendorChecks(checks: MockCheck[], submittedAt: string | null, now = Date.now()): boolean {
  if (submittedAt && now - Date.parse(submittedAt) >= VENDOR_MS) {
    const at = new Date(now).toISOString();
    pass(checks, 'IDENTITY', at);
    pass(checks, 'AUTOMATED_VALUATION', at);
  }
  return checks.some((c) => c.kind === 'IDENTITY' && c.status === 'PASSED') && checks.some((c) => c.kind === 'AUTOMATED_VALUATION' && c.status === 'PASSED');
}

/** The sandbox's appraisal before the contract; true once every check passed. */
export function appraiseMock(checks: MockCheck[], at: string): boolean {
  if (!checks.filter((c) => c.kind !== 'APPRAISAL').every((c) => c.status === 'PASSED')) return false;
  pass(checks, 'APPRAISAL', at);
  return checksPassed(checks);
}

/** Every check passed at once, for seeds that walk an application past approval. */
export function passMockChecks(checks: MockCheck[], at: string): void {
  for (const kind of UNDERWRITING_CHECK_KINDS) pass(checks, kind, at);
}

export function toMockUnderwritingChecks(checks: MockCheck[]): UnderwritingCheck[] {
  return checks.map((check) => ({
    __typename: 'UnderwritingCheck',
    ...check,
    message: check.status === 'FAILED' ? (UNDERWRITING_FAILURE_MESSAGES[check.kind] ?? null) : null,
  }));
}
