import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '#core/money/formatMoney';
import { DEAL_TERM, settlementScenarios } from '#core/partnership/dealDocumentFigures';
import { CONTRACT_REVIEW_MESSAGES, purchaseDeal } from '#core/partnership/index';
import { createLogger } from '#api/lib/logger';
import { runOps } from '#api/services/restructureApplication/index';
import { readDocumentBytes } from '#api/services/restructureApplication/documents';
import { readPdfText } from '../../support/readPdfText.js';
import { createTestApp, type TestApp } from '../harness.js';
import {
  answerWithCoApplicant,
  call,
  DEMO,
  FIELDS,
  insertUser,
  load,
  recordAppraisal,
  recordUploads,
  untilDocument,
  untilStage,
  startApplication,
} from './support.js';

// The option agreement at closing gets the partnership's contract review: the applicant reads
// it page by page and accepts it, recorded with the time, address, browser and the document's
// SHA-256 and an audit row; only then does the purchase close and become the buyer's property.

let t: TestApp;
let buyer: string;
let coApplicant: string;
let stranger: string;
let uuid: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'casey@example.com', 'casey-password-2026');
  coApplicant = await t.sessionCookie('casey@example.com', 'casey-password-2026');
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');

  uuid = await startApplication(t, DEMO.uuid, buyer);
  await answerWithCoApplicant(t, uuid, buyer, { cookie: coApplicant, email: 'casey@example.com' });
  await call(t, 'submit', { uuid }, buyer);
  await recordUploads(t, uuid, ['PAYSTUB', 'W2_1099', 'BANK_ACCOUNT_STATEMENT']);
  await call(t, 'completeUploads', { uuid }, buyer);
  await untilStage(t, uuid, 'CONTRACT_REVIEW');
  await call(t, 'acceptContract', { uuid }, buyer);
  await call(t, 'recordOffer', { uuid, address: '48 Oak Ave, Sacramento, CA', price: 590000, status: 'ACCEPTED' }, buyer);
  await recordUploads(t, uuid, ['PURCHASE_AGREEMENT']);
  await call(t, 'submitOffers', { uuid }, buyer);
  expect((await recordAppraisal(t, uuid, '585000')).exitCode).toBe(0);
  await recordUploads(t, uuid, ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
  const closing = await call(t, 'submitAppraisal', { uuid }, buyer);
  expect(closing.errors).toEqual([]);
  // The answer carries the agreement's pages, so the closing screen opens on the first one.
  expect(closing.purchaseApplication!.contractPageCount).toBeGreaterThanOrEqual(1);
  await untilDocument(t, uuid, 'OPTION_AGREEMENT');
  // A database with migrations, the job queue, three password hashes and a walk to closing.
}, 120_000);
afterAll(() => t.close());

const work = () => ({ db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date(), jobs: t.jobs! });

describe('the purchase’s option agreement at closing', () => {
  it('is read page by page and accepted by the applicant alone before the purchase closes', async () => {
    const closing = (await load(t, uuid, buyer)).data!.purchaseApplication;
    const pages = closing.contractPageCount as number;
    expect(closing).toMatchObject({ stage: 'CLOSING', optionAgreementViewedAt: null, optionAgreementAcceptedAt: null });
    expect(pages).toBeGreaterThanOrEqual(1);
    const lines = (closing.contractPages as Array<{ lines: Array<{ text: string; value: string | null }> }>).flatMap((page) => page.lines);
    expect(lines).toContainEqual(expect.objectContaining({ text: 'Original agreed value', value: '$585,000' }));
    expect(lines.map((line) => line.text)).toContainEqual(expect.stringContaining('7. Electronic signature.'));

    // Nothing closes it before acceptance: neither the sandbox's settlement nor a reviewer.
    const refusedClose = await runOps(['purchase', 'close', uuid, '--reason', 'Wire received', '--by', 'jordan'], work());
    expect(refusedClose.exitCode).toBe(1);
    expect(refusedClose.lines[0]).toContain('has not accepted the option agreement');
    expect((await load(t, uuid, buyer)).data!.purchaseApplication.stage).toBe('CLOSING');

    // The pages must be read first, with the partnership's words.
    expect((await call(t, 'acceptOptionAgreement', { uuid }, buyer)).errors).toEqual([
      { code: 'CONTRACT_NOT_VIEWED', field: null, message: CONTRACT_REVIEW_MESSAGES.notViewed },
    ]);
    expect((await call(t, 'viewContractPage', { uuid, page: pages + 1 }, buyer)).errors[0]).toMatchObject({ code: 'INVALID', field: 'page' });

    // The co-applicant reads it but does not accept it (nor does their reading count); a stranger gets nothing.
    const coRead = await call(t, 'viewContractPage', { uuid, page: pages }, coApplicant);
    expect(coRead.purchaseApplication).toMatchObject({ party: 'CO_APPLICANT', optionAgreementViewedAt: null });
    expect((await call(t, 'acceptOptionAgreement', { uuid }, coApplicant)).errors).toEqual([
      { code: 'ACTOR_NOT_ALLOWED', field: null, message: 'Only the applicant can take this step.' },
    ]);
    const strangerRead = await t.gql(
      `mutation ($input: ViewPurchaseContractPageInput!) { viewPurchaseContractPage(input: $input) { purchaseApplication { uuid } } }`,
      { input: { uuid, page: 1 } },
      stranger,
    );
    expect(strangerRead.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const strangerAccept = await t.gql(
      `mutation ($input: PurchaseApplicationInput!) { acceptPurchaseOptionAgreement(input: $input) { purchaseApplication { uuid } } }`,
      { input: { uuid } },
      stranger,
    );
    expect(strangerAccept.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.db('purchaseApplications').where({ uuid }).first()).optionAgreementAcceptedAt).toBeNull();

    for (let page = 1; page < pages; page++) {
      expect((await call(t, 'viewContractPage', { uuid, page }, buyer)).purchaseApplication!.optionAgreementViewedAt).toBeNull();
    }
    expect((await call(t, 'viewContractPage', { uuid, page: pages }, buyer)).purchaseApplication!.optionAgreementViewedAt).toBeTruthy();

    const response = await t.request('/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-roofline-csrf': '1',
        Cookie: buyer,
        'User-Agent': 'Mozilla/5.0 (Test) Roofline',
        'x-test-client': '203.0.113.9',
      },
      body: JSON.stringify({
        query: `mutation ($input: PurchaseApplicationInput!) { acceptPurchaseOptionAgreement(input: $input) { purchaseApplication { ${FIELDS} } errors { code } } }`,
        variables: { input: { uuid } },
      }),
    });
    const accepted = (
      (await response.json()) as { data: { acceptPurchaseOptionAgreement: { purchaseApplication: Record<string, unknown>; errors: unknown[] } } }
    ).data.acceptPurchaseOptionAgreement;
    expect(accepted.errors).toEqual([]);
    expect(accepted.purchaseApplication.optionAgreementAcceptedAt).toBeTruthy();

    // The fingerprint of the very document accepted, and the audit row with it.
    const agreement = await t
      .db('documents')
      .where({ applicationType: 'PURCHASE', applicationUuid: uuid, type: 'OPTION_AGREEMENT', isSystemUpload: true })
      .first();
    const sha256 = createHash('sha256')
      .update(await readDocumentBytes(t.adapters.documentStore, agreement))
      .digest('hex');
    const row = await t.db('purchaseApplications').where({ uuid }).first();
    expect(row).toMatchObject({
      optionAgreementAcceptedIp: '203.0.113.9',
      optionAgreementAcceptedUserAgent: 'Mozilla/5.0 (Test) Roofline',
      optionAgreementDocumentSha256: sha256,
    });
    expect(row.optionAgreementAcceptedAt).toBeInstanceOf(Date);
    const audit = await t.db('purchaseApplicationEvents').where({ applicationUuid: uuid, event: 'ACCEPT_OPTION_AGREEMENT' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      fromStage: 'CLOSING',
      toStage: 'CLOSING',
      actor: 'APPLICANT',
      actorName: DEMO.uuid,
      details: { documentUuid: agreement.uuid, sha256, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test) Roofline' },
    });

    // Accepted once; the sandbox's settlement then closes it, and the home is the buyer's property.
    await untilStage(t, uuid, 'CLOSED');
    expect((await call(t, 'acceptOptionAgreement', { uuid }, buyer)).errors[0]).toMatchObject({ code: 'STAGE_CLOSED' });
    const history = (await load(t, uuid, buyer)).data!.purchaseApplication.stageHistory as Array<{ event: string; actor: string }>;
    expect(history.slice(-2).map((h) => `${h.event}/${h.actor}`)).toEqual(['ACCEPT_OPTION_AGREEMENT/APPLICANT', 'CLOSE/SYSTEM']);
    const property = await t.db('properties').where({ dealType: 'PURCHASE', sourceApplicationUuid: uuid }).first();
    expect(property).toMatchObject({ ownerUuid: DEMO.uuid, purchaseCents: 505_000_00 });
  });
  it('states the term and settlement, settles the buyers’ share from −20% to +50% and has lines for each buyer and Roofline to sign', async () => {
    const agreement = await t
      .db('documents')
      .where({ applicationType: 'PURCHASE', applicationUuid: uuid, type: 'OPTION_AGREEMENT', isSystemUpload: true })
      .first();
    const text = (await readPdfText(await readDocumentBytes(t.adapters.documentStore, agreement))).text.replace(/\s+/g, ' ');
    // $590,000 offered, appraised at $585,000, $80,000 down: Roofline buys the rest of $585,000.
    const { terms } = purchaseDeal({ contractPriceCents: 590_000_00, appraisedValueCents: 585_000_00, downPaymentCents: 80_000_00 });
    expect(text).toContain(`Term ${DEAL_TERM}`);
    expect(text).toContain('Home value change Home value Roofline’s share Buyers keep');
    const rows = settlementScenarios(terms);
    expect(rows[0]).toMatchObject({ changeLabel: '–20%', valueCents: 468_000_00 });
    for (const row of rows) {
      expect(text).toContain(`${row.changeLabel} ${formatCents(row.valueCents)} ${formatCents(row.rooflineCents)} ${formatCents(row.homeownerCents)}`);
    }
    expect(text).toContain('Signatures Dana Rivera, buyer Date Casey Lee, buyer Date Roofline, authorized signer Date');
  });
});
