import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { OPTION_AGREEMENT_CLAUSES, SAVER_ESTIMATE_LABEL, saverMonthlyPayment } from '#core/partnership/index';
import { formatCents, formatMoney } from '#core/money/formatMoney';
import { createLogger } from '#api/lib/logger';
import { REVIEW_JOB, runOps } from '#api/services/restructureApplication/index';
import { JOB_SCHEMA } from '#api/jobs/JobQueue';
import { readDocumentBytes } from '#api/services/restructureApplication/index';
import type { RestructureWork } from '#api/services/restructureApplication/index';
import { readPdfText } from '../../support/readPdfText.js';
import { opsSecret } from '#api/services/restructureApplication/opsSecret';
import { createTestApp, type TestApp } from '../harness.js';
import { until } from '../applicationSupport.js';
import {
  call,
  COMPLETE_ANSWERS,
  DEMO,
  FIELDS,
  generatedDocuments,
  insertUser,
  load,
  recordUploads,
  SALARY_DOCUMENTS,
  startApplication,
  untilDocuments,
  untilStage,
} from './support.js';

let t: TestApp;
let cookie: string;
let work: RestructureWork;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  work = { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date() };
});
afterAll(() => t.close());

async function submitted(prequal: Record<string, unknown> = {}, answers: Record<string, unknown> = {}): Promise<string> {
  const uuid = await startApplication(t, DEMO.uuid, cookie, prequal);
  const saved = await call(t, 'save', { uuid, answers: { ...COMPLETE_ANSWERS, ...answers } }, cookie);
  if (saved.errors.length) throw new Error(JSON.stringify(saved.errors));
  const result = await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie);
  if (result.errors.length) throw new Error(JSON.stringify(result.errors));
  return uuid;
}

const ops = (...argv: string[]) => runOps(argv, work);

/**
 * Every automatic review queued for the application (the submission queues one) has run. A test
 * that completes the uploads by hand waits for it first: a review still queued would find the
 * uploads complete and approve in sandbox mode before the reviewer could.
 */
async function untilReviewsRan(uuid: string): Promise<void> {
  const states = async () =>
    (
      await t.db.raw<{ rows: Array<{ state: string }> }>(`select state from ${JOB_SCHEMA}.job where name = ? and data->>'uuid' = ?`, [REVIEW_JOB, uuid])
    ).rows.map((row) => row.state);
  // The review asks again while an identity inquiry is pending (decision 0034): every run has finished.
  await expect
    .poll(async () => (await states()).every((state) => state === 'completed') && (await states()).length > 0, { timeout: 15_000, interval: 100 })
    .toBe(true);
}

describe('the automatic review (sandbox mode)', () => {
  it('asks for what is missing, then approves with the model’s figures and writes the documents', async () => {
    const uuid = await submitted();
    await recordUploads(t, uuid, ['DRIVERS_LICENSE', 'PAYSTUB']);
    const done = await call(t, 'completeUploads', { uuid }, cookie);
    expect(done.errors).toEqual([]);
    await untilStage(t, uuid, 'APPROVAL_MORE_INFO');
    const asked = await load(t, uuid, cookie);
    expect(asked.missingDocuments).toEqual(['HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'W2_1099']);
    // Every test here mails the demo user: this application's mail is the one linking to it. The
    // mail follows the committed stage change, so it can arrive just after the stage shows.
    const mail = await until(
      () =>
        t
          .db('mailOutbox')
          .where({ subject: 'We need a little more for your partnership application' })
          .where('textBody', 'like', `%/application/partner/${uuid}%`)
          .first(),
      () => `no request for more documents was mailed for ${uuid}`,
    );
    expect(mail.textBody).toContain('homeowners insurance, mortgage escrow statement, w2 1099');

    await recordUploads(t, uuid, ['HOMEOWNERS_INSURANCE', 'MORTGAGE_ESCROW_STATEMENT', 'W2_1099']);
    const provided = await call(t, 'completeUploads', { uuid }, cookie);
    expect(provided.restructureApplication).toMatchObject({ stage: 'DOCUMENT_UPLOAD', missingDocuments: [] });
    await untilStage(t, uuid, 'CONTRACT_REVIEW');
    await untilDocuments(t, uuid);

    const approved = await load(t, uuid, cookie);
    // The worked example: PAYOFF, V0 800,000, M 400,000, C 50,000, f 5%, R 500.
    expect(approved).toMatchObject({ approvedCashOutAmount: 50000, monthlyPayment: 2375, estimatedMonthlyPaymentSaver: 1875, designatedPercentage: 56.25 });
    expect((approved.stageHistory as Array<{ event: string; actor: string }>).map((h) => `${h.event}/${h.actor}`)).toEqual([
      'SUBMIT_APPROVAL/APPLICANT',
      'REQUEST_MORE_INFO/SYSTEM',
      'PROVIDE_MORE_INFO/APPLICANT',
      'APPROVE/SYSTEM',
    ]);
    // The approval mail writes money as the pages do: cents only when there are any.
    const approval = await until(
      () => t.db('mailOutbox').where({ subject: 'Your partnership is approved' }).where('textBody', 'like', `%/application/partner/${uuid}%`).first(),
      () => `no approval was mailed for ${uuid}`,
    );
    expect(approval.textBody).toContain('Your partnership is approved: $50,000 in cash, a monthly payment of $2,375. Next,');
    const generated = (approved.documents as Array<{ type: string; isSystemUpload: boolean }>).filter((d) => d.isSystemUpload).map((d) => d.type);
    expect(generated.sort()).toEqual(['CONTRACT_SUMMARY_PAYOFF', 'ESTIMATE_SHEET', 'ESTIMATE_SHEET_SAVER', 'OPTION_AGREEMENT', 'TERM_SHEET']);
    const expiresInDays = (Date.parse(approved.expirationDate as string) - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(30);

    // The PDFs carry the applicant's figures, read back out of the files themselves.
    const row = await t.db('restructureApplications').where({ uuid }).first();
    const stored = await generatedDocuments(t, uuid);
    const text = async (type: string) => {
      const document = stored.get(type)!;
      const bytes = await readDocumentBytes(t.adapters.documentStore, document);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
      return readPdfText(bytes);
    };
    const termSheet = (await text('TERM_SHEET')).text;
    for (const line of [
      'Dana Rivera, 2210 Grand Ave, San Diego, CA 92109.',
      'Original agreed value $800,000',
      'Cash to you at closing $50,000',
      'Mortgage paid off at closing $400,000',
      'Roofline’s purchase $450,000',
      // The summary reads by the one-decimal percent rule; Exhibit C states the exact share.
      'Designated percentage 56.3%',
      'Annual usage rate 5.0%',
      'Usage fee $1,875',
      'Reduction payment $500',
      'Monthly payment $2,375',
      'Monthly reduction payment limit $3,750',
      'Original designated percentage 56.25%',
      'Maximum monthly equity purchase $2,000',
    ]) {
      expect(termSheet).toContain(line);
    }
    expect((await text('ESTIMATE_SHEET')).text).toContain('Monthly payment $2,375');
    expect((await text('ESTIMATE_SHEET_SAVER')).text).toContain(`${SAVER_ESTIMATE_LABEL} $1,875`);
    expect(termSheet).toContain('Product Pay off your mortgage');
    expect((await text('CONTRACT_SUMMARY_PAYOFF')).text).toContain('Designated percentage 56.3%');
    const agreement = await text('OPTION_AGREEMENT');
    expect(agreement.text).toContain('Option agreement');
    expect(agreement.text).toContain('Monthly payment $2,375');
    expect(row.contractPageCount).toBe(agreement.pages.length);
    expect(approved.contractPageCount).toBe(agreement.pages.length);
    expect(agreement.pages.length).toBeGreaterThanOrEqual(2);
    // The contract screen's pages are the PDF's: each line is printed on the page it is listed on.
    const contractPages = approved.contractPages as Array<{ number: number; lines: Array<{ kind: string; text: string; value: string | null }> }>;
    expect(contractPages.map((p) => p.number)).toEqual(agreement.pages.map((_, index) => index + 1));
    contractPages.forEach(({ lines }, index) => {
      const printed = agreement.pages[index]!.replace(/\s+/g, ' ');
      for (const line of lines) expect(printed).toContain(line.value === null ? line.text : `${line.text} ${line.value}`);
    });
    const all = contractPages.flatMap((p) => p.lines);
    expect(all[0]).toEqual({ kind: 'TITLE', text: 'Option agreement', value: null });
    expect(all).toContainEqual({ kind: 'FIGURE', text: 'Monthly payment', value: '$2,375' });
    expect(all.filter((line) => line.kind === 'NOTE').map((line) => line.text)).toEqual(OPTION_AGREEMENT_CLAUSES);

    // Downloads through the documents capability's routes: the owner gets the PDF, anyone else a 404.
    const termSheetDocument = (approved.documents as Array<{ type: string; downloadUrl: string }>).find((d) => d.type === 'TERM_SHEET')!;
    const download = await t.request(termSheetDocument.downloadUrl, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await readPdfText(new Uint8Array(await download.arrayBuffer()))).text).toContain('Monthly payment $2,375');
    const contractUrl = `/api/v1/application_files/${uuid}/contract/${stored.get('OPTION_AGREEMENT')!.uuid}`;
    expect((await t.request(contractUrl, { headers: { Cookie: cookie } })).status).toBe(200);
    await insertUser(t, 'someone-else@roofline.test', 'someone-else-2026');
    const otherCookie = await t.sessionCookie('someone-else@roofline.test', 'someone-else-2026');
    expect((await t.request(termSheetDocument.downloadUrl, { headers: { Cookie: otherCookie } })).status).toBe(404);
    expect((await t.request(contractUrl, { headers: { Cookie: otherCookie } })).status).toBe(404);
  });

  it('keeps the mortgage for KEEP, prices it as the issue’s second example (DP 12.5%, fee $416.67) and quotes Saver’s own payment on the card and the Saver sheet alike', async () => {
    const uuid = await submitted({ cashOutAmount: 100000 }, { productPreference: 'KEEP', cashOutAmount: 100000 });
    await recordUploads(t, uuid, SALARY_DOCUMENTS);
    await call(t, 'completeUploads', { uuid }, cookie);
    await untilStage(t, uuid, 'CONTRACT_REVIEW');
    await untilDocuments(t, uuid);
    // Saver would pay off the $400,000 mortgage too: 62.5% of $800,000 at 5% a year.
    const saver = saverMonthlyPayment({ agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 100_000_00 });
    expect(saver).toBe(2_083_33);
    const approved = await load(t, uuid, cookie);
    expect(approved).toMatchObject({
      approvedCashOutAmount: 100000,
      designatedPercentage: 12.5,
      monthlyPayment: 916.67,
      estimatedMonthlyPaymentSaver: 2083.33,
    });

    // The offer card's Saver figure (estimatedMonthlyPaymentSaver) is the Saver estimate sheet's,
    // and the documents name the product in words.
    const stored = await generatedDocuments(t, uuid);
    const text = async (type: string) => (await readPdfText(await readDocumentBytes(t.adapters.documentStore, stored.get(type)!))).text;
    expect(await text('ESTIMATE_SHEET_SAVER')).toContain(`${SAVER_ESTIMATE_LABEL} ${formatMoney(approved.estimatedMonthlyPaymentSaver as number)}`);
    expect(await text('ESTIMATE_SHEET_SAVER')).toContain(`${SAVER_ESTIMATE_LABEL} ${formatCents(saver)}`);
    const termSheet = await text('TERM_SHEET');
    expect(termSheet).toContain('Product Keep your mortgage');
    expect(termSheet).not.toMatch(/\bKEEP\b/);
    expect(await text('CONTRACT_SUMMARY_KEEP')).toContain('Contract summary: Keep your mortgage');
  });
});

describe('manual mode and the ops command', () => {
  it('waits for a reviewer, whose decisions are audited, and refuses an out-of-order step', async () => {
    const manual = { ...work, config: { ...t.config, UNDERWRITING_MODE: 'manual' as const } };
    const uuid = await submitted();
    await untilReviewsRan(uuid);
    await recordUploads(t, uuid, SALARY_DOCUMENTS);
    await t.db('restructureApplications').where({ uuid }).update({ uploadsCompletedAt: new Date() });
    const { runAutomaticReview } = await import('#api/services/restructureApplication/index');
    expect(await runAutomaticReview(manual, uuid)).toBeNull();
    expect((await load(t, uuid, cookie)).stage).toBe('DOCUMENT_UPLOAD');

    expect(await ops('inspection', uuid, '--result', 'passed', '--reason', 'too early', '--by', 'kim')).toEqual({
      exitCode: 1,
      lines: ['Refused (STAGE_TRANSITION_NOT_ALLOWED): PASS_INSPECTION cannot happen while the application is at document upload.'],
    });
    expect((await ops('approve', uuid, '--by', 'kim')).exitCode).toBe(2);
    // A reviewer's approval waits for the appraisal too (decision 0034); the sandbox's vendors have answered.
    expect(await ops('approve', uuid, '--by', 'kim', '--reason', 'Income and insurance checked')).toEqual({
      exitCode: 1,
      lines: [
        "Refused (CHECKS_NOT_PASSED): Approval waits for the underwriting checks not passed: APPRAISAL (PENDING). An appraiser's value is recorded with `appraise`.",
      ],
    });
    expect((await ops('appraise', uuid, '--value', 'lots', '--reason', 'x')).exitCode).toBe(2);
    const appraised = await ops('appraise', uuid, '--value', '805,000', '--reason', 'Appraiser visited on Monday', '--by', 'kim');
    expect(appraised.exitCode).toBe(0);
    expect(appraised.lines[0]).toMatch(/^APPRAISAL: \$805000\.00 by kim, recorded /);
    expect((await ops('appraise', uuid, '--value', '805000', '--reason', 'again')).lines).toEqual(['Refused: The appraisal is already recorded (PASSED).']);
    expect((await ops('show', uuid)).lines).toContain(
      'underwriting checks: CREDIT_CHECK_CONSENT PASSED, IDENTITY PASSED, AUTOMATED_VALUATION PASSED, APPRAISAL PASSED',
    );
    const approved = await ops('approve', uuid, '--by', 'kim', '--reason', 'Income and insurance checked');
    expect(approved.exitCode).toBe(0);
    expect(approved.lines[0]).toMatch(/^APPROVE: DOCUMENT_UPLOAD → CONTRACT_REVIEW, by kim, recorded /);
    const audit = await t.db('restructureApplicationEvents').where({ applicationUuid: uuid, event: 'APPROVE' }).first();
    expect(audit).toMatchObject({
      actor: 'REVIEWER',
      actorName: 'kim',
      reason: 'Income and insurance checked',
      fromStage: 'DOCUMENT_UPLOAD',
      toStage: 'CONTRACT_REVIEW',
    });
    expect(audit.createdAt).toBeInstanceOf(Date);
    expect(await load(t, uuid, cookie)).toMatchObject({ stage: 'CONTRACT_REVIEW', monthlyPayment: 2375, contractPageCount: expect.any(Number) });
    const shown = await ops('show', uuid);
    expect(shown.lines.join('\n')).toContain('APPROVE  DOCUMENT_UPLOAD → CONTRACT_REVIEW  by REVIEWER kim: Income and insurance checked');
  });

  it('requests documents and denies with a code', async () => {
    const uuid = await submitted();
    const asked = await ops('request-info', uuid, '--missing', 'bank_account_statement', '--reason', 'Large deposit in March', '--by', 'kim');
    expect(asked.exitCode).toBe(0);
    expect(await load(t, uuid, cookie)).toMatchObject({ stage: 'APPROVAL_MORE_INFO', missingDocuments: ['BANK_ACCOUNT_STATEMENT'] });
    expect((await ops('deny', uuid, '--code', 'NOT_A_CODE', '--reason', 'x')).exitCode).toBe(2);
    expect((await ops('deny', uuid, '--code', 'denied_high_ltv', '--reason', 'Appraisal came in at 700,000', '--by', 'kim')).exitCode).toBe(0);
    expect(await load(t, uuid, cookie)).toMatchObject({
      stage: 'DENIED',
      denial: { code: 'DENIED_HIGH_LTV', message: 'The partnership is not available with less than 10% home equity.' },
    });
    expect((await ops('approve', uuid, '--reason', 'changed my mind')).lines[0]).toBe(
      'Refused (STAGE_CLOSED): This application is denied and can no longer change.',
    );
    expect((await ops('show', '00000000-0000-4000-8000-000000000000')).exitCode).toBe(1);

    // The server runs a command for the ops CLI only with the ops secret (the embedded database is the server's alone).
    const post = (authorization: string | null, body: unknown) =>
      t.request('/ops/restructure', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post(null, { argv: ['show', uuid] })).status).toBe(404);
    expect((await post('Bearer not-the-secret', { argv: ['show', uuid] })).status).toBe(404);
    const viaServer = await post(`Bearer ${opsSecret(t.config)}`, { argv: ['show', uuid], by: 'kim' });
    expect(viaServer.status).toBe(200);
    const shown = (await viaServer.json()) as { exitCode: number; lines: string[] };
    expect(shown.exitCode).toBe(0);
    expect(shown.lines[0]).toContain(`${uuid}  DENIED`);
  });
});

describe('contract review, finalize, verification and inspection', () => {
  it('walks from approval to COMPLETED', async () => {
    const uuid = await submitted();
    await recordUploads(t, uuid, SALARY_DOCUMENTS);
    await call(t, 'completeUploads', { uuid }, cookie);
    await untilStage(t, uuid, 'CONTRACT_REVIEW');
    await untilDocuments(t, uuid);
    const { contractPageCount: pages } = (await load(t, uuid, cookie)) as unknown as { contractPageCount: number };

    const early = await call(t, 'accept', { uuid }, cookie);
    expect(early.errors).toEqual([{ code: 'CONTRACT_NOT_VIEWED', field: null, message: 'Read the option agreement to its last page before you accept it.' }]);
    const finalizeEarly = await call(
      t,
      'finalize',
      { uuid, paymentBankAccount: { accountHolderName: 'Dana Rivera', routingNumber: '121000358', accountNumber: '000123456789', accountType: 'CHECKING' } },
      cookie,
    );
    expect(finalizeEarly.errors[0]!.code).toBe('STAGE_TRANSITION_NOT_ALLOWED');

    const clicked = await call(t, 'linkClicked', { uuid, link: 'TERM_SHEET' }, cookie);
    expect(clicked.restructureApplication).toMatchObject({ termSheetLinkClicked: true, optionAgreementLinkClicked: false });
    expect((await call(t, 'viewPage', { uuid, page: pages + 1 }, cookie)).errors[0]).toMatchObject({ code: 'INVALID', field: 'page' });
    expect((await call(t, 'viewPage', { uuid, page: 1 }, cookie)).restructureApplication!.optionAgreementViewedAt).toBeNull();
    expect((await call(t, 'viewPage', { uuid, page: pages }, cookie)).restructureApplication!.optionAgreementViewedAt).toBeTruthy();

    const response = await t.request('/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-roofline-csrf': '1',
        Cookie: cookie,
        'User-Agent': 'Mozilla/5.0 (Test) Roofline',
        'x-test-client': '203.0.113.7',
      },
      body: JSON.stringify({
        query: `mutation ($input: RestructureApplicationInput!) { acceptRestructureContract(input: $input) { restructureApplication { ${FIELDS} } errors { code } } }`,
        variables: { input: { uuid } },
      }),
    });
    const accepted = (
      (await response.json()) as { data: { acceptRestructureContract: { restructureApplication: Record<string, unknown>; errors: unknown[] } } }
    ).data.acceptRestructureContract;
    expect(accepted.errors).toEqual([]);
    expect(accepted.restructureApplication.stage).toBe('FINALIZE_RESTRUCTURE');
    const row = await t.db('restructureApplications').where({ uuid }).first();
    const agreement = (await generatedDocuments(t, uuid)).get('OPTION_AGREEMENT')!;
    const bytes = await readDocumentBytes(t.adapters.documentStore, agreement);
    expect(row).toMatchObject({
      contractAcceptedIp: '203.0.113.7',
      contractAcceptedUserAgent: 'Mozilla/5.0 (Test) Roofline',
      contractDocumentSha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(row.contractAcceptedAt).toBeInstanceOf(Date);

    const badAccount = await call(
      t,
      'finalize',
      { uuid, paymentBankAccount: { accountHolderName: ' ', routingNumber: '121000359', accountNumber: '12', accountType: 'CHECKING' } },
      cookie,
    );
    expect(badAccount.errors.map((e) => e.field)).toEqual([
      'paymentBankAccount.accountHolderName',
      'paymentBankAccount.routingNumber',
      'paymentBankAccount.accountNumber',
    ]);
    const finalized = await call(
      t,
      'finalize',
      { uuid, paymentBankAccount: { accountHolderName: 'Dana Rivera', routingNumber: '121000358', accountNumber: '000123456789', accountType: 'CHECKING' } },
      cookie,
    );
    expect(finalized.errors).toEqual([]);
    expect(finalized.restructureApplication).toMatchObject({
      stage: 'ACCOUNT_VERIFICATION',
      paymentBankAccount: { accountHolderName: 'Dana Rivera', accountType: 'CHECKING', routingNumber: '121000358', mask: '6789' },
    });
    expect(finalized.restructureApplication!.finalizeRestructureSubmittedAt).toBeTruthy();

    // Sandbox: the account is verified by itself; the inspection waits for a reviewer.
    await untilStage(t, uuid, 'INSPECTION');
    expect((await load(t, uuid, cookie)).microdepositVerifiedAt).toBeTruthy();
    const passed = await ops('inspection', uuid, '--result', 'passed', '--reason', 'Roof and foundation sound', '--by', 'lee');
    expect(passed.exitCode).toBe(0);
    expect(passed.lines).toEqual([expect.stringMatching(/^PASS_INSPECTION: INSPECTION → COMPLETED, by lee, recorded \d{4}-\d\d-\d\dT.+Z\.$/)]);
    const audit = await t.db('restructureApplicationEvents').where({ applicationUuid: uuid, event: 'PASS_INSPECTION' });
    expect(audit).toEqual([
      expect.objectContaining({ actor: 'REVIEWER', actorName: 'lee', reason: 'Roof and foundation sound', fromStage: 'INSPECTION', toStage: 'COMPLETED' }),
    ]);
    expect((await ops('show', uuid)).lines).toContain(
      `${audit[0].createdAt.toISOString()}  PASS_INSPECTION  INSPECTION → COMPLETED  by REVIEWER lee: Roof and foundation sound`,
    );
    // Recorded once: a second result for the same inspection is refused.
    expect((await ops('inspection', uuid, '--result', 'failed', '--reason', 'again', '--by', 'lee')).exitCode).toBe(1);
    const completed = await load(t, uuid, cookie);
    expect(completed.stage).toBe('COMPLETED');
    expect(completed.inspectionCompletedAt).toBeTruthy();
    expect((completed.stageHistory as Array<{ event: string }>).map((h) => h.event)).toEqual([
      'SUBMIT_APPROVAL',
      'APPROVE',
      'ACCEPT_CONTRACT',
      'SUBMIT_FINALIZE',
      'VERIFY_ACCOUNT',
      'PASS_INSPECTION',
    ]);
    // The completed partnership is the user's property now (the navigation's dashboard link), and no longer an active application.
    const me = await t.gql<{ me: { properties: Array<{ propertyUuid: string; dealType: string[] }>; activeApplications: Array<{ uuid: string }> } }>(
      '{ me { properties { propertyUuid dealType } activeApplications { uuid } } }',
      {},
      cookie,
    );
    const property = await t.db('properties').where({ sourceApplicationUuid: uuid }).first();
    expect(property).toMatchObject({
      dealType: 'RESTRUCTURE',
      product: 'PAYOFF',
      originalAgreedValueCents: 800_000_00,
      openingDpUnits: 5_625_000_000,
      cashAtClosingCents: 50_000_00,
    });
    expect(me.data!.me.properties).toContainEqual({ propertyUuid: property.uuid, dealType: ['RESTRUCTURE'] });
    expect(me.data!.me.activeApplications.map((a) => a.uuid)).not.toContain(uuid);
    const subjects = (await t.db('mailOutbox').where('textBody', 'like', `%/application/partner/${uuid}%`).orderBy('createdAt')).map(
      (m: { subject: string }) => m.subject,
    );
    expect(subjects).toEqual([
      'We received your partnership application',
      'Your partnership is approved',
      'You accepted the option agreement',
      'We are verifying your bank account',
      'Your home inspection is next',
      'Your partnership is active',
    ]);
  });
});

describe('expiry', () => {
  it('expires unsigned applications past their expirationDate, and only those', async () => {
    const { expireRestructureApplications } = await import('#api/jobs/expireRestructureApplications');
    const open = await startApplication(t, DEMO.uuid, cookie);
    const later = await startApplication(t, DEMO.uuid, cookie);
    await t
      .db('restructureApplications')
      .where({ uuid: later })
      .update({ expirationDate: new Date(Date.now() + 200 * 86_400_000) });
    const in91Days = new Date(Date.now() + 91 * 86_400_000);
    await expireRestructureApplications.handle({}, { ...work, jobs: t.jobs!, now: () => in91Days });
    expect(await load(t, open, cookie)).toMatchObject({
      stage: 'EXPIRED',
      stageHistory: [{ event: 'EXPIRE', fromStage: 'APPROVAL', toStage: 'EXPIRED', actor: 'SYSTEM', reason: null }],
    });
    expect((await load(t, later, cookie)).stage).toBe('APPROVAL');
  });
});
