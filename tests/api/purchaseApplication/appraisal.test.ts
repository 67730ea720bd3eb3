import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPRAISAL_NOT_RECEIVED } from '#core/purchaseApplication/index';
import { runOps } from '#api/services/restructureApplication/index';
import { createTestApp, type TestApp } from '../harness.js';
import { APPLICANT_ANSWERS, call, DEMO, insertUser, load, opsWork, recordAppraisal, recordUploads, startApplication } from './support.js';

// The appraisal comes from an appraiser, never from the buyer: with manual underwriting nothing
// reports by itself, so staff record the appraiser's value with `npm run ops -- purchase appraisal`
// and the buyer reads it.

let t: TestApp;
let buyer: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp({ UNDERWRITING_MODE: 'manual' }, { jobs: true });
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');
  // A database with migrations, the job queue and two password hashes: slow on a busy machine.
}, 120_000);
afterAll(() => t.close());

const ops = (...argv: string[]) => runOps(['purchase', ...argv], opsWork(t));

/** An application with an accepted $590,000 offer, pre-approved by staff, up to the offers' step. */
async function toOffers(): Promise<string> {
  const uuid = await startApplication(t, DEMO.uuid, buyer);
  expect((await call(t, 'save', { uuid, answers: APPLICANT_ANSWERS }, buyer)).errors).toEqual([]);
  await call(t, 'submit', { uuid }, buyer);
  await recordUploads(t, uuid, ['PAYSTUB', 'W2_1099', 'BANK_ACCOUNT_STATEMENT']);
  await call(t, 'completeUploads', { uuid }, buyer);
  expect((await ops('pre-approve', uuid, '--reason', 'Documents check out', '--by', 'ana')).exitCode).toBe(0);
  await call(t, 'acceptContract', { uuid }, buyer);
  const offer = await call(t, 'recordOffer', { uuid, address: '48 Oak Ave, Sacramento, CA', price: 590000, status: 'ACCEPTED' }, buyer);
  expect(offer.errors).toEqual([]);
  await recordUploads(t, uuid, ['PURCHASE_AGREEMENT']);
  return uuid;
}

const APPRAISAL = 'query ($uuid: UUID!) { purchaseApplication(uuid: $uuid) { appraisedValue appraisal { status orderedAt value receivedAt appraisalGap } } }';

describe('the purchase appraisal', () => {
  it('is not the buyer’s to give: the input has no value field', async () => {
    const uuid = await toOffers();
    const typed = await t.gql(
      'mutation ($input: SubmitPurchaseAppraisalInput!) { submitPurchaseAppraisalAndServices(input: $input) { errors { code } } }',
      { input: { uuid, appraisedValue: 900000 } },
      buyer,
    );
    expect(typed.data ?? null).toBeNull();
    expect(typed.errors?.[0]?.message).toContain('appraisedValue');
    expect((await t.db('purchaseApplications').where({ uuid }).first()).appraisedValueCents).toBeNull();
  });

  it('is ordered with the offer; the step to closing is refused until an appraiser’s value is in', async () => {
    const uuid = await toOffers();
    const sent = await call(t, 'submitOffers', { uuid }, buyer);
    expect(sent.purchaseApplication).toMatchObject({
      stage: 'APPRAISAL_AND_SERVICES',
      appraisedValue: null,
      appraisal: { status: 'ORDERED', orderedAt: expect.any(String), value: null, receivedAt: null, appraisalGap: null },
    });
    await recordUploads(t, uuid, ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
    const early = await call(t, 'submitAppraisal', { uuid }, buyer);
    expect(early.errors).toEqual([{ ...APPRAISAL_NOT_RECEIVED }]);
    expect(early.errors[0]!.code).toBe('APPRAISAL_NOT_RECEIVED');
    expect((await load(t, uuid, buyer)).data!.purchaseApplication).toMatchObject({ stage: 'APPRAISAL_AND_SERVICES' });
  });

  it('is recorded by staff with an audit row the buyer never sees, then priced at the lower of price and appraisal', async () => {
    const uuid = await toOffers();
    // Not before the offer goes to appraisal, and only as dollars.
    expect(await recordAppraisal(t, uuid, '585000')).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('only at APPRAISAL_AND_SERVICES')] });
    await call(t, 'submitOffers', { uuid }, buyer);
    expect((await ops('appraisal', uuid, '--by', 'ana')).exitCode).toBe(2);
    expect((await ops('appraisal', uuid, '--value', '-5', '--by', 'ana')).exitCode).toBe(2);
    expect((await ops('appraisal', uuid, '--value', '585000.555', '--by', 'ana')).exitCode).toBe(2);

    // A first report, then a corrected one: the later value counts, both stay in the audit rows.
    expect((await recordAppraisal(t, uuid, '$600,000', 'ana')).exitCode).toBe(0);
    const corrected = await recordAppraisal(t, uuid, '585,000', 'lee');
    expect(corrected).toMatchObject({ exitCode: 0, lines: [expect.stringContaining('appraised at $585000.00, replacing $600000.00, by lee')] });
    const rows = await t.db('purchaseAppraisals').where({ applicationUuid: uuid }).orderBy('sequence');
    expect(rows.map((row) => [row.valueCents, row.actor, row.actorName, row.reason])).toEqual([
      [600_000_00, 'REVIEWER', 'ana', 'Appraiser’s report'],
      [585_000_00, 'REVIEWER', 'lee', 'Appraiser’s report'],
    ]);
    expect((await ops('show', uuid)).lines.join('\n')).toMatch(/APPRAISAL \$585000\.00 {2}by REVIEWER lee: Appraiser’s report/);

    // The buyer reads the value, its date and the $5,000 above the appraisal they pay in cash; never who recorded it.
    const seen = await t.gql<{ purchaseApplication: Record<string, unknown> }>(APPRAISAL, { uuid }, buyer);
    expect(seen.data!.purchaseApplication).toEqual({
      appraisedValue: 585000,
      appraisal: { status: 'RECEIVED', orderedAt: expect.any(String), value: 585000, receivedAt: rows[1].createdAt.toISOString(), appraisalGap: 5000 },
    });
    // The buyer hears of each report by mail, the corrected one as an update.
    const mails = await t.db('mailOutbox').where({ toAddress: DEMO.email }).where('subject', 'like', 'Your appraisal%').orderBy('createdAt');
    expect(mails.slice(-2).map((mail) => mail.subject)).toEqual(['Your appraisal is in', 'Your appraisal was updated']);
    expect(mails.at(-1).textBody).toContain('The home appraised at $585,000');
    expect(mails.at(-1).textBody).toContain('you pay the $5,000 above the appraisal in cash at closing');
    const history = (await load(t, uuid, buyer)).data!.purchaseApplication.stageHistory as Array<{ event: string }>;
    expect(history.map((change) => change.event)).not.toContain('APPRAISAL');
    expect(JSON.stringify((await load(t, uuid, buyer)).data)).not.toMatch(/\b(ana|lee)\b/);

    await recordUploads(t, uuid, ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
    const closing = await call(t, 'submitAppraisal', { uuid }, buyer);
    expect(closing.errors).toEqual([]);
    expect(closing.purchaseApplication).toMatchObject({
      stage: 'CLOSING',
      exhibitCFields: { originalAgreedValue: 585000 },
      fundsToClose: { downPayment: 80000, appraisalGap: 5000, dueAtClosing: 85000, rooflinePurchase: 505000 },
    });
    // Once the purchase is at closing the appraisal is settled.
    expect((await recordAppraisal(t, uuid, '700000')).exitCode).toBe(1);
  });

  it('is nobody else’s to read', async () => {
    const uuid = await toOffers();
    await call(t, 'submitOffers', { uuid }, buyer);
    expect((await recordAppraisal(t, uuid, '585000')).exitCode).toBe(0);
    const other = await t.gql(APPRAISAL, { uuid }, stranger);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(other.data ?? null).toBeNull();
    const signedOut = await t.gql(APPRAISAL, { uuid }, '');
    expect(signedOut.data ?? null).toBeNull();
  });

  it('goes with an offer that falls through', async () => {
    const uuid = await toOffers();
    await call(t, 'submitOffers', { uuid }, buyer);
    expect((await recordAppraisal(t, uuid, '585000')).exitCode).toBe(0);
    expect((await ops('reopen-offers', uuid, '--reason', 'The seller backed out', '--by', 'ana')).exitCode).toBe(0);
    expect((await load(t, uuid, buyer)).data!.purchaseApplication).toMatchObject({ stage: 'MY_OFFERS', appraisedValue: null, appraisal: null });
  });
});
