import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import { CREDIT_CHECK_CONSENT_REQUIRED, UNDERWRITING_FAILURE_MESSAGES } from '#core/restructureApplication/index';
import { SANDBOX_IDENTITY_FAILING_LAST_NAME, SANDBOX_IDENTITY_PENDING_MS } from '#api/adapters/identity/SandboxIdentityVerifier';
import type { HomeValuationSource } from '#api/adapters/valuation/HomeValuationSource';
import { createTestApp, type TestApp } from '../harness.js';
import { until } from '../applicationSupport.js';
import { call, COMPLETE_ANSWERS, insertUser, load, recordUploads, SALARY_DOCUMENTS, startApplication, untilStage } from './support.js';

// The underwriting checks of decision 0034 with the jobs running, on a clock the test moves: the
// sandbox's identity inquiry stays pending until a second of that clock has passed.

let t: TestApp;
let clock = Date.now();
let homeowners = 0;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true, now: () => new Date(clock) });
});
afterAll(() => t.close());

type Check = { kind: string; status: string; completedAt: string | null; message: string | null };
const checksOf = async (uuid: string, cookie: string) => (await load(t, uuid, cookie)).underwritingChecks as Check[];
const statusOf = (checks: Check[]) => Object.fromEntries(checks.map((check) => [check.kind, check.status]));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newHomeowner(lastName = 'Okafor'): Promise<{ uuid: string; cookie: string }> {
  const email = `checks-${++homeowners}@roofline.test`;
  const uuid = await insertUser(t, email, 'homeowner-password-2026');
  await t.db('users').where({ uuid }).update({ lastName });
  return { uuid, cookie: await t.sessionCookie(email, 'homeowner-password-2026') };
}

/** An application with every answer and, unless told otherwise, the consent, submitted. */
async function submitted(owner: { uuid: string; cookie: string }): Promise<string> {
  const uuid = await startApplication(t, owner.uuid, owner.cookie);
  expect((await call(t, 'save', { uuid, answers: COMPLETE_ANSWERS }, owner.cookie)).errors).toEqual([]);
  expect((await call(t, 'submit', { uuid, creditCheckConsent: true }, owner.cookie)).errors).toEqual([]);
  return uuid;
}

/** The review has run once: the identity inquiry is started (its vendor id stored). */
const untilInquiryStarted = (uuid: string) =>
  until(
    () => t.db('restructureUnderwritingChecks').where({ applicationUuid: uuid, kind: 'IDENTITY' }).whereNotNull('reference').first(),
    () => `no identity inquiry was started for ${uuid}`,
  );

describe('the consent to a soft credit check', () => {
  it('is required to submit, in core’s words, and is recorded with its time as the first check', async () => {
    const owner = await newHomeowner();
    const uuid = await startApplication(t, owner.uuid, owner.cookie);
    await call(t, 'save', { uuid, answers: COMPLETE_ANSWERS }, owner.cookie);
    for (const consent of [undefined, false]) {
      const refused = await call(t, 'submit', { uuid, creditCheckConsent: consent }, owner.cookie);
      expect(refused.restructureApplication).toBeNull();
      expect(refused.errors).toEqual([{ ...CREDIT_CHECK_CONSENT_REQUIRED }]);
    }
    expect(await checksOf(uuid, owner.cookie)).toEqual([]);
    expect((await load(t, uuid, owner.cookie)).stage).toBe('APPROVAL');

    const accepted = await call(t, 'submit', { uuid, creditCheckConsent: true }, owner.cookie);
    expect(accepted.errors).toEqual([]);
    const checks = accepted.restructureApplication!.underwritingChecks as Check[];
    expect(checks.map((check) => check.kind)).toEqual(['CREDIT_CHECK_CONSENT', 'IDENTITY', 'AUTOMATED_VALUATION', 'APPRAISAL']);
    expect(checks[0]).toEqual({ kind: 'CREDIT_CHECK_CONSENT', status: 'PASSED', completedAt: new Date(clock).toISOString(), message: null });
    expect(checks.slice(1).every((check) => check.status === 'PENDING' && check.completedAt === null)).toBe(true);
    const row = await t.db('restructureUnderwritingChecks').where({ applicationUuid: uuid, kind: 'CREDIT_CHECK_CONSENT' }).first();
    expect(row.details).toEqual({ notice: '/legal/credit-pull-notice' });
  });

  it('is no one else’s to read: another user asking for the checks gets NOT_FOUND', async () => {
    const owner = await newHomeowner();
    const uuid = await submitted(owner);
    const other = await newHomeowner();
    const answer = await t.gql(`query ($uuid: UUID!) { restructureApplication(uuid: $uuid) { underwritingChecks { kind status } } }`, { uuid }, other.cookie);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('approval (sandbox mode)', () => {
  it('waits for the identity inquiry, values the home, records the appraisal, then approves', async () => {
    const owner = await newHomeowner();
    const uuid = await submitted(owner);
    await recordUploads(t, uuid, SALARY_DOCUMENTS);
    expect((await call(t, 'completeUploads', { uuid }, owner.cookie)).errors).toEqual([]);
    await untilInquiryStarted(uuid);
    // Every document is in, yet the review keeps asking while the inquiry is pending and approves nothing.
    await sleep(2_500);
    const waiting = await load(t, uuid, owner.cookie);
    expect(waiting.stage).toBe('DOCUMENT_UPLOAD');
    expect(statusOf(waiting.underwritingChecks as Check[])).toEqual({
      CREDIT_CHECK_CONSENT: 'PASSED',
      IDENTITY: 'PENDING',
      AUTOMATED_VALUATION: 'PASSED',
      APPRAISAL: 'PENDING',
    });
    // The automated value replaces the stated one as evidence: the house-price index carries the stated value to today.
    const valuation = await t.db('restructureUnderwritingChecks').where({ applicationUuid: uuid, kind: 'AUTOMATED_VALUATION' }).first();
    expect(valuation.details).toMatchObject({ valueCents: 800_000_00, statedValueCents: 800_000_00, source: 'HOUSE_PRICE_INDEX' });

    clock += SANDBOX_IDENTITY_PENDING_MS;
    await untilStage(t, uuid, 'CONTRACT_REVIEW');
    const approved = await load(t, uuid, owner.cookie);
    const checks = approved.underwritingChecks as Check[];
    expect(statusOf(checks)).toEqual({ CREDIT_CHECK_CONSENT: 'PASSED', IDENTITY: 'PASSED', AUTOMATED_VALUATION: 'PASSED', APPRAISAL: 'PASSED' });
    expect(checks.find((check) => check.kind === 'IDENTITY')!.completedAt).toBe(new Date(clock).toISOString());
    const approval = await t.db('restructureApplicationEvents').where({ applicationUuid: uuid, event: 'APPROVE' }).first();
    expect(approval.actor).toBe('SYSTEM');
    // The appraisal is recorded before the contract, in the approval's own commit.
    expect(Date.parse(checks.find((check) => check.kind === 'APPRAISAL')!.completedAt!)).toBeLessThanOrEqual(new Date(approval.createdAt).getTime());
    expect(approved).toMatchObject({ approvedCashOutAmount: 50000, monthlyPayment: 2375 });
  });

  it('denies an applicant the identity vendor could not verify, in the customer’s words, with the check failed', async () => {
    const owner = await newHomeowner(SANDBOX_IDENTITY_FAILING_LAST_NAME);
    const uuid = await submitted(owner);
    await untilInquiryStarted(uuid);
    clock += SANDBOX_IDENTITY_PENDING_MS;
    await untilStage(t, uuid, 'DENIED');
    const denied = await load(t, uuid, owner.cookie);
    expect(denied.denial).toBeNull();
    expect((denied.stageHistory as Array<{ event: string; actor: string; reason: string | null }>).at(-1)).toEqual({
      event: 'DENY',
      fromStage: 'DOCUMENT_UPLOAD',
      toStage: 'DENIED',
      actor: 'SYSTEM',
      reason: DENIED_WITHOUT_CODE.RESTRUCTURE,
    });
    const identity = (denied.underwritingChecks as Check[]).find((check) => check.kind === 'IDENTITY')!;
    expect(identity).toEqual({
      kind: 'IDENTITY',
      status: 'FAILED',
      completedAt: new Date(clock).toISOString(),
      message: UNDERWRITING_FAILURE_MESSAGES.IDENTITY,
    });
    // The vendor's reason code stays with the team.
    expect(JSON.stringify(denied)).not.toContain('sandbox_test_person_unverified');
    const audit = await t.db('restructureApplicationEvents').where({ applicationUuid: uuid, event: 'DENY' }).first();
    expect(audit.details).toEqual({ check: 'IDENTITY', reason: 'sandbox_test_person_unverified' });
  });

  it('leaves an application whose automated value is well below the stated one for a reviewer', async () => {
    const indexSource = t.adapters.homeValuation;
    const lowAvm: HomeValuationSource = {
      name: 'low-avm',
      valueOf: (home, today) => Promise.resolve({ valueCents: 700_000_00, source: 'AUTOMATED_VALUATION', basis: `a test AVM for ${home.uuid}`, asOf: today }),
    };
    t.adapters.homeValuation = lowAvm;
    try {
      const owner = await newHomeowner();
      const uuid = await submitted(owner);
      await recordUploads(t, uuid, SALARY_DOCUMENTS);
      await call(t, 'completeUploads', { uuid }, owner.cookie);
      await untilInquiryStarted(uuid);
      clock += SANDBOX_IDENTITY_PENDING_MS;
      await until(
        () => t.db('restructureUnderwritingChecks').where({ applicationUuid: uuid, kind: 'IDENTITY', status: 'PASSED' }).first(),
        () => `the identity of ${uuid} was not verified`,
      );
      await sleep(1_500);
      const held = await load(t, uuid, owner.cookie);
      expect(held.stage).toBe('DOCUMENT_UPLOAD');
      const checks = held.underwritingChecks as Check[];
      expect(statusOf(checks)).toMatchObject({ IDENTITY: 'PASSED', AUTOMATED_VALUATION: 'FAILED', APPRAISAL: 'PENDING' });
      expect(checks.find((check) => check.kind === 'AUTOMATED_VALUATION')!.message).toBe(UNDERWRITING_FAILURE_MESSAGES.AUTOMATED_VALUATION);
    } finally {
      t.adapters.homeValuation = indexSource;
    }
  });

  it('keeps an application submitted before the checks existed on the review it was submitted under', async () => {
    const owner = await newHomeowner();
    const uuid = await submitted(owner);
    await untilInquiryStarted(uuid);
    await t.db('restructureUnderwritingChecks').where({ applicationUuid: uuid }).delete();
    await recordUploads(t, uuid, SALARY_DOCUMENTS);
    await call(t, 'completeUploads', { uuid }, owner.cookie);
    await untilStage(t, uuid, 'CONTRACT_REVIEW');
    expect(await checksOf(uuid, owner.cookie)).toEqual([]);
  });
});
