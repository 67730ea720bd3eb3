import type { Knex } from 'knex';
import {
  checksNotPassedMessage,
  CREDIT_PULL_NOTICE_PATH,
  UNDERWRITING_CHECK_KINDS,
  UNDERWRITING_FAILURE_MESSAGES,
  valuationSupports,
  type UnderwritingCheckKind,
} from '#core/restructureApplication/index';
import { calendarDate } from '#core/calendarDate';
import { toStateCode } from '#core/usStates';
import { ValuationSourceError } from '../../adapters/valuation/HomeValuationSource.js';
import type { IdentityInquiry } from '../../adapters/identity/IdentityVerifier.js';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { RestructureUnderwritingCheck } from '../../models/RestructureUnderwritingCheck.js';
import { User } from '../../models/User.js';
import type { RestructureWork } from './work.js';

// The underwriting checks of decision 0034: consent at submission, then identity and the
// automated valuation asked of their adapters, and the appraisal before the contract. The
// vendors are asked outside the review's transaction; what they answered is written inside it.

export type UnderwritingCheckRow = RestructureUnderwritingCheck;

/** The application's checks in the order they run. */
export async function checksOf(db: Knex, applicationUuid: string): Promise<RestructureUnderwritingCheck[]> {
  const rows = await RestructureUnderwritingCheck.query(db).where({ applicationUuid });
  return UNDERWRITING_CHECK_KINDS.flatMap((kind) => rows.filter((row) => row.kind === kind));
}

/** The checks as the applicant sees them: a failure with its customer wording, never a vendor's reason code. */
export async function underwritingChecksOf(db: Knex, applicationUuid: string) {
  return (await checksOf(db, applicationUuid)).map((check) => ({
    kind: check.kind,
    status: check.status,
    completedAt: check.completedAt,
    message: check.status === 'FAILED' ? (UNDERWRITING_FAILURE_MESSAGES[check.kind] ?? null) : null,
  }));
}

/** Opens the checks with the submission: the consent passed at `consentedAt`, the others pending. */
export async function openChecks(trx: Knex.Transaction, applicationUuid: string, now: Date, consentedAt: Date): Promise<void> {
  const rows = UNDERWRITING_CHECK_KINDS.map((kind) => {
    const consent = kind === 'CREDIT_CHECK_CONSENT';
    return {
      applicationUuid,
      kind,
      status: consent ? ('PASSED' as const) : ('PENDING' as const),
      reference: null,
      details: consent ? { notice: CREDIT_PULL_NOTICE_PATH } : {},
      createdAt: now,
      updatedAt: now,
      completedAt: consent ? consentedAt : null,
    };
  });
  await RestructureUnderwritingCheck.query(trx).insert(rows).onConflict(['applicationUuid', 'kind']).ignore();
}

/** What the vendors answered for the checks still pending, asked before the review's transaction. */
export interface VendorAnswers {
  identity?: IdentityInquiry;
  /** The automated value, or null when the source has none for the home; absent when not asked or unreachable. */
  valuation?: { valueCents: number; source: string; basis: string; asOf: string } | null;
}

/** Asks the identity vendor and the valuation source about the checks still pending. */
export async function askVendors(work: RestructureWork, application: RestructureApplication): Promise<VendorAnswers> {
  const pending = new Set((await checksOf(work.db, application.uuid)).filter((check) => check.status === 'PENDING').map((check) => check.kind));
  const answers: VendorAnswers = {};
  const now = work.now();
  if (pending.has('IDENTITY')) {
    const user = await User.query(work.db).findById(application.userUuid);
    answers.identity = await work.adapters.identity.start(
      { reference: application.uuid, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null, dateOfBirth: user?.dateOfBirth ?? null },
      now,
    );
  }
  if (pending.has('AUTOMATED_VALUATION') && application.estimatedPropertyValueCents) {
    const location = application.propertyLocation ?? {};
    try {
      // The stated value is as of the day the application started; the source carries it, or values the home itself.
      answers.valuation = await work.adapters.homeValuation.valueOf(
        {
          uuid: application.uuid,
          address: location,
          state: toStateCode(location.state) ?? null,
          closingDate: calendarDate(application.createdAt),
          originalAgreedValueCents: application.estimatedPropertyValueCents,
        },
        calendarDate(now),
      );
    } catch (error) {
      // Unreachable this time: the check stays pending and the review asks again.
      if (!(error instanceof ValuationSourceError)) throw error;
      work.logger.warn('restructure valuation unavailable', { applicationUuid: application.uuid, source: work.adapters.homeValuation.name });
    }
  }
  return answers;
}

async function complete(
  trx: Knex.Transaction,
  check: RestructureUnderwritingCheck,
  status: 'PASSED' | 'FAILED',
  fields: { reference?: string | null; details: Record<string, unknown> },
  now: Date,
): Promise<RestructureUnderwritingCheck> {
  return check.$query(trx).patchAndFetch({ status, reference: fields.reference ?? check.reference, details: fields.details, completedAt: now, updatedAt: now });
}

/**
 * Writes what the vendors answered to the checks still pending (inside the review's lock) and,
 * when `appraise` is set and everything else passed, records the sandbox's appraisal before the
 * contract. Answers the checks as they now stand; null for an application submitted before the
 * checks existed.
 */
export async function recordChecks(
  trx: Knex.Transaction,
  application: RestructureApplication,
  answers: VendorAnswers,
  options: { now: Date; appraise: boolean },
): Promise<Map<UnderwritingCheckKind, RestructureUnderwritingCheck> | null> {
  const rows = await checksOf(trx, application.uuid);
  // Submitted before the checks existed: it keeps the review it was submitted under.
  if (rows.length === 0) return null;
  const checks = new Map(rows.map((check) => [check.kind, check]));
  const identity = checks.get('IDENTITY')!;
  if (identity.status === 'PENDING' && answers.identity) {
    const { id, status, reason } = answers.identity;
    if (status === 'PENDING') {
      if (identity.reference !== id) checks.set('IDENTITY', await identity.$query(trx).patchAndFetch({ reference: id, updatedAt: options.now }));
    } else {
      checks.set('IDENTITY', await complete(trx, identity, status === 'VERIFIED' ? 'PASSED' : 'FAILED', { reference: id, details: { reason } }, options.now));
    }
  }
  const valuation = checks.get('AUTOMATED_VALUATION')!;
  if (valuation.status === 'PENDING' && answers.valuation !== undefined) {
    const found = answers.valuation;
    const stated = application.estimatedPropertyValueCents ?? 0;
    const details = found ? { ...found, statedValueCents: stated } : { valueCents: null, statedValueCents: stated };
    checks.set(
      'AUTOMATED_VALUATION',
      await complete(trx, valuation, found && valuationSupports(stated, found.valueCents) ? 'PASSED' : 'FAILED', { details }, options.now),
    );
  }
  const appraisal = checks.get('APPRAISAL')!;
  const others = UNDERWRITING_CHECK_KINDS.filter((kind) => kind !== 'APPRAISAL').every((kind) => checks.get(kind)!.status === 'PASSED');
  if (options.appraise && appraisal.status === 'PENDING' && others) {
    const valued = checks.get('AUTOMATED_VALUATION')!.details as { valueCents?: number };
    // The sandbox's appraiser confirms the automated value, as a staged vendor's test appraisal does.
    checks.set(
      'APPRAISAL',
      await complete(trx, appraisal, 'PASSED', { details: { appraiser: 'sandbox', valueCents: valued.valueCents ?? null } }, options.now),
    );
  }
  return checks;
}

/**
 * The checks a reviewer's approval still waits for; none for an application submitted before the
 * checks existed (it has no rows), which the reviewer decides on alone.
 */
export async function checksBlockingApproval(trx: Knex.Transaction, applicationUuid: string): Promise<string | null> {
  const blocking = (await checksOf(trx, applicationUuid)).filter((check) => check.status !== 'PASSED');
  return blocking.length > 0 ? checksNotPassedMessage(blocking) : null;
}

const APPRAISABLE: ReadonlySet<string> = new Set(['DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO']);

/** A reviewer records the appraiser's value (`npm run ops -- appraise`): the APPRAISAL check passes. */
export async function recordAppraisal(
  work: RestructureWork,
  uuid: string,
  appraisal: { valueCents: number; by: string; reason: string },
): Promise<{ ok: true; completedAt: Date } | { ok: false; message: string }> {
  return work.db.transaction(async (trx) => {
    const application = await RestructureApplication.query(trx).findById(uuid).forUpdate();
    if (!application) return { ok: false, message: `There is no restructure application ${uuid}.` };
    if (!APPRAISABLE.has(application.stage))
      return { ok: false, message: `An appraisal is recorded while the application is under review, not at ${application.stage}.` };
    const now = work.now();
    const check = (await checksOf(trx, uuid)).find((row) => row.kind === 'APPRAISAL');
    if (!check) return { ok: false, message: 'This application was submitted before the underwriting checks: approve it without them.' };
    if (check.status !== 'PENDING') return { ok: false, message: `The appraisal is already recorded (${check.status}).` };
    const done = await complete(
      trx,
      check,
      'PASSED',
      { details: { appraiser: appraisal.by, valueCents: appraisal.valueCents, reason: appraisal.reason } },
      now,
    );
    return { ok: true, completedAt: done.completedAt! };
  });
}
