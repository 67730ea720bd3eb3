import { SandboxRecords } from '../sandboxRecords.js';
import type { IdentityApplicant, IdentityInquiry, IdentityVerifier } from './IdentityVerifier.js';

/** How long a sandbox inquiry stays pending, as a vendor's sandbox takes a moment to decide. */
export const SANDBOX_IDENTITY_PENDING_MS = 1_000;

/**
 * The sandbox's documented failing applicant: any applicant with this last name fails, as a
 * vendor sandbox's test person does. Everyone else is verified once the moment has passed.
 */
export const SANDBOX_IDENTITY_FAILING_LAST_NAME = 'Unverified';
export const SANDBOX_IDENTITY_FAILURE_REASON = 'sandbox_test_person_unverified';

interface SandboxInquiry {
  idempotencyKey: string;
  id: string;
  startedAt: string;
  fails: boolean;
}

/** The offline default: a vendor sandbox's behaviour, its inquiries kept outside our database. */
export class SandboxIdentityVerifier implements IdentityVerifier {
  readonly name = 'sandbox';
  private readonly inquiries: SandboxRecords<SandboxInquiry>;

  constructor(dataDir: string | undefined) {
    this.inquiries = new SandboxRecords(dataDir, 'sandbox-identity-inquiries.jsonl');
  }

  start(applicant: IdentityApplicant, now: Date): Promise<IdentityInquiry> {
    const kept = this.inquiries.keep({
      idempotencyKey: applicant.reference,
      id: `inq_sandbox_${applicant.reference}`,
      startedAt: now.toISOString(),
      fails: applicant.lastName?.trim().toLowerCase() === SANDBOX_IDENTITY_FAILING_LAST_NAME.toLowerCase(),
    });
    return Promise.resolve(this.stateOf(kept, now));
  }

  private stateOf(kept: SandboxInquiry, now: Date): IdentityInquiry {
    if (now.getTime() - Date.parse(kept.startedAt) < SANDBOX_IDENTITY_PENDING_MS) return { id: kept.id, status: 'PENDING', reason: null };
    return kept.fails ? { id: kept.id, status: 'FAILED', reason: SANDBOX_IDENTITY_FAILURE_REASON } : { id: kept.id, status: 'VERIFIED', reason: null };
  }
}
