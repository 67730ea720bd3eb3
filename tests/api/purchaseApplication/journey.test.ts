import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../support/readPdfText.js';
import { createLogger } from '#api/lib/logger';
import { runOps } from '#api/services/restructureApplication/index';
import { createTestApp, ORIGIN, type TestApp } from '../harness.js';
import { expirePurchaseApplications } from '#api/jobs/expirePurchaseApplications';
import {
  acceptOptionAgreement,
  APPLICANT_ANSWERS,
  call,
  DEMO,
  insertUser,
  load,
  recordAppraisal,
  recordUploads,
  startApplication,
  untilDocument,
  untilStage,
} from './support.js';

let t: TestApp;
let buyer: string;
let coApplicant: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'casey@example.com', 'casey-password-2026');
  coApplicant = await t.sessionCookie('casey@example.com', 'casey-password-2026');
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');
  // A database with migrations, the job queue and three password hashes: slow on a busy machine.
}, 120_000);
afterAll(() => t.close());

const download = (path: string, cookie: string) => t.app.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie } }));

describe('reviewers’ decisions (npm run ops -- purchase)', () => {
  it('deny with a code and a reason, written to the audit trail; a missing reason is refused', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    const work = { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date() };
    expect((await runOps(['purchase', 'deny', uuid], work)).exitCode).toBe(2);
    const denied = await runOps(['purchase', 'deny', uuid, '--code', 'DENIED_CREDIT', '--reason', 'Credit report below the floor', '--by', 'jordan'], work);
    expect(denied).toMatchObject({ exitCode: 0 });
    expect(denied.lines[0]).toContain('DENY: APPLICATION → DENIED, by jordan');
    const shown = await runOps(['purchase', 'show', uuid], work);
    expect(shown.lines.at(-1)).toContain('DENY  APPLICATION → DENIED  by REVIEWER jordan: Credit report below the floor');
    expect((await load(t, uuid, buyer)).data!.purchaseApplication).toMatchObject({ stage: 'DENIED' });
    expect((await runOps(['purchase', 'close', uuid, '--reason', 'x'], work)).exitCode).toBe(1);
  });
});

describe('expiry', () => {
  it('expires an application past its date before appraisal, with an audit row', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    await t
      .db('purchaseApplications')
      .where({ uuid })
      .update({ expirationDate: new Date(Date.now() - 1000) });
    const work = { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date(), jobs: t.jobs! };
    await expirePurchaseApplications.handle({}, work);
    const expired = (await load(t, uuid, buyer)).data!.purchaseApplication;
    expect(expired.stage).toBe('EXPIRED');
    expect(expired.stageHistory).toEqual([expect.objectContaining({ event: 'EXPIRE', actor: 'SYSTEM' })]);
  });
});

describe('a partner purchase from prequal to closing', () => {
  it('starts only from the buyer’s own purchase prequal, with the buyer prequal’s denials', async () => {
    await expect(startApplication(t, DEMO.uuid, buyer, { productFunnel: 'FINANCING' })).rejects.toThrow('WRONG_PRODUCT');
    await expect(startApplication(t, DEMO.uuid, buyer, { downPayment: 50000 })).rejects.toThrow('DENIED_HIGH_LTV');
    await expect(startApplication(t, DEMO.uuid, buyer, { propertyLocation: JSON.stringify({ state: 'NY' }) })).rejects.toThrow('OUT_OF_STATE');
  });

  it('lets an invitee with no account create one for the invited address, and nobody else', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    await call(
      t,
      'save',
      { uuid, answers: { hasCoApplicant: true, coApplicantFirstName: 'Noor', coApplicantLastName: 'Haddad', coApplicantEmail: 'noor@example.com' } },
      buyer,
    );
    const [mail] = await t.db('mailOutbox').where({ toAddress: 'noor@example.com' });
    const token = new URL(/https?:\/\/\S+/.exec(mail.textBody)![0]).searchParams.get('token')!;
    // Someone signed in with another address cannot take the invitation.
    expect((await call(t, 'acceptInvitation', { token }, stranger)).errors[0]).toMatchObject({ code: 'INVALID_TOKEN' });
    const weak = await call(t, 'acceptInvitation', { token, newUser: { firstName: 'Noor', lastName: 'Haddad', password: 'short' } }, '');
    expect(weak.errors[0]).toMatchObject({ code: 'INVALID', field: 'newUser.password' });
    const joined = await call(t, 'acceptInvitation', { token, newUser: { firstName: 'Noor', lastName: 'Haddad', password: 'noor-strong-password-2026' } }, '');
    expect(joined.purchaseApplication).toMatchObject({ party: 'CO_APPLICANT' });
    const noor = await t.sessionCookie('noor@example.com', 'noor-strong-password-2026');
    expect((await load(t, uuid, noor)).data!.purchaseApplication).toMatchObject({ party: 'CO_APPLICANT' });
    const user = await t.db('users').where({ email: 'noor@example.com' }).first();
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it('walks the buyer, a co-applicant, the agent and the reviewer’s sandbox to a closed purchase', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    expect((await load(t, uuid, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The buyer answers and names a co-applicant, who is mailed an invitation.
    let saved = await call(
      t,
      'save',
      {
        uuid,
        answers: {
          ...APPLICANT_ANSWERS,
          hasCoApplicant: true,
          coApplicantFirstName: 'Casey',
          coApplicantLastName: 'Lee',
          coApplicantEmail: 'casey@example.com',
        },
      },
      buyer,
    );
    expect(saved.errors).toEqual([]);
    expect((await call(t, 'save', { uuid, answers: { coApplicantAnnualIncome: 1 } }, buyer)).errors[0]).toMatchObject({ code: 'NOT_YOUR_ANSWER' });
    const submitEarly = await call(t, 'submit', { uuid }, buyer);
    expect(submitEarly.errors.map((e) => e.field)).toEqual(['coApplicantIncomeSource', 'coApplicantAnnualIncome']);
    const [invitation] = await t.db('mailOutbox').where({ toAddress: 'casey@example.com' });
    const token = new URL(/https?:\/\/\S+/.exec(invitation.textBody)![0]).searchParams.get('token')!;

    // The co-applicant joins with their own login and answers only their own questions.
    expect((await call(t, 'acceptInvitation', { token: 'wrong' }, coApplicant)).errors[0]).toMatchObject({ code: 'INVALID_TOKEN' });
    const joined = await call(t, 'acceptInvitation', { token }, coApplicant);
    expect(joined.purchaseApplication).toMatchObject({
      party: 'CO_APPLICANT',
      applicationValues: { annualIncome: null, agentName: null, targetPrice: 600000 },
    });
    expect((await call(t, 'acceptInvitation', { token }, stranger)).errors[0]).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await call(t, 'save', { uuid, answers: { targetPrice: 700000 } }, coApplicant)).errors[0]).toMatchObject({
      code: 'NOT_YOUR_ANSWER',
      field: 'targetPrice',
    });
    saved = await call(
      t,
      'save',
      {
        uuid,
        answers: { coApplicantIncomeSource: 'SALARY', coApplicantAnnualIncome: 60000, coApplicantEmployerName: 'River School', coApplicantJobTitle: 'Teacher' },
      },
      coApplicant,
    );
    expect(saved.errors).toEqual([]);
    expect((await call(t, 'submit', { uuid }, coApplicant)).errors[0]).toMatchObject({ code: 'ACTOR_NOT_ALLOWED' });

    // The agent's link shows the stage and nothing else, and only until it expires.
    const link = await t.gql<{ createPurchaseAgentLink: { url: string } }>(
      `mutation ($uuid: UUID!) { createPurchaseAgentLink(input: { uuid: $uuid }) { url expiresAt errors { code } } }`,
      { uuid },
      buyer,
    );
    const agentToken = link.data!.createPurchaseAgentLink.url.split('/').pop()!;
    const coLink = await t.gql<{ createPurchaseAgentLink: { errors: Array<{ code: string }> } }>(
      `mutation ($uuid: UUID!) { createPurchaseAgentLink(input: { uuid: $uuid }) { url errors { code } } }`,
      { uuid },
      coApplicant,
    );
    expect(coLink.data!.createPurchaseAgentLink.errors[0]!.code).toBe('ACTOR_NOT_ALLOWED');
    const status = await t.gql<{ purchaseAgentStatus: Record<string, unknown> | null }>(
      `query ($token: String!) { purchaseAgentStatus(token: $token) { stage agentName propertyAddress preApprovalAmount } }`,
      { token: agentToken },
      '',
    );
    expect(status.data!.purchaseAgentStatus).toEqual({
      stage: 'APPLICATION',
      agentName: 'Rosa Diaz',
      propertyAddress: 'Sacramento, CA',
      preApprovalAmount: null,
    });
    const scope = await t.gql(`query ($token: String!) { purchaseAgentStatus(token: $token) { annualIncome } }`, { token: agentToken }, '');
    expect(scope.errors?.[0]?.message).toContain('annualIncome');

    // Submission, the review asks for documents, then pre-approves and writes the letter.
    const submitted = await call(t, 'submit', { uuid }, buyer);
    expect(submitted.purchaseApplication).toMatchObject({ stage: 'DOCUMENT_UPLOAD', requiredDocuments: ['PAYSTUB', 'W2_1099', 'BANK_ACCOUNT_STATEMENT'] });
    await recordUploads(t, uuid, ['PAYSTUB']);
    expect((await call(t, 'completeUploads', { uuid }, buyer)).errors).toEqual([]);
    await untilStage(t, uuid, 'ADDITIONAL_DOCUMENT_UPLOAD');
    expect((await load(t, uuid, buyer)).data!.purchaseApplication.missingDocuments).toEqual(['W2_1099', 'BANK_ACCOUNT_STATEMENT']);
    await recordUploads(t, uuid, ['W2_1099', 'BANK_ACCOUNT_STATEMENT']);
    expect((await call(t, 'completeUploads', { uuid }, buyer)).purchaseApplication).toMatchObject({ stage: 'DOCUMENT_UPLOAD' });
    await untilStage(t, uuid, 'CONTRACT_REVIEW');
    const letter = await untilDocument(t, uuid, 'PRE_APPROVAL_LETTER');
    const approved = (await load(t, uuid, buyer)).data!.purchaseApplication;
    const [approvalMail] = await t.db('mailOutbox').where({ toAddress: DEMO.email, subject: 'You are pre-approved' });
    expect(approvalMail.textBody).toContain('up to $800,000');
    expect(approvalMail.textBody).toContain(`/application/purchase/${uuid}`);
    // $80,000 down caps the price at $800,000; the combined $210,000 income affords more.
    expect(approved.preApprovalAmount).toBe(800000);

    // The letter downloads for the owner and the co-applicant, for nobody else.
    const path = `/api/v1/application_files/application-type/purchase/${uuid}/${letter.uuid}`;
    const owned = await download(path, buyer);
    expect(owned.status).toBe(200);
    const { text } = await readPdfText(new Uint8Array(await owned.arrayBuffer()));
    expect(text).toContain('Pre-approval letter');
    expect(text).toContain('$800,000');
    expect((await download(path, coApplicant)).status).toBe(200);
    expect((await download(path, stranger)).status).toBe(404);
    expect((await download(`/api/v1/application_files/application-type/restructure/${uuid}/${letter.uuid}`, buyer)).status).toBe(404);
    expect(
      (
        await t.gql<{ purchaseAgentStatus: { preApprovalAmount: number } }>(
          `query ($token: String!) { purchaseAgentStatus(token: $token) { preApprovalAmount } }`,
          { token: agentToken },
          '',
        )
      ).data!.purchaseAgentStatus.preApprovalAmount,
    ).toBe(800000);

    // Offers: the accepted one sets Exhibit C at the price; the agreement must be uploaded.
    expect((await call(t, 'acceptContract', { uuid }, buyer)).purchaseApplication).toMatchObject({ stage: 'MY_OFFERS' });
    await call(t, 'recordOffer', { uuid, address: '12 Elm St, Sacramento, CA', price: 610000, status: 'REJECTED' }, buyer);
    const preview = await t.gql<{ previewPurchaseOffer: { preview: { exhibitCFields: { originalAgreedValue: number }; changes: unknown[] } } }>(
      `query ($input: PreviewPurchaseOfferInput!) { previewPurchaseOffer(input: $input) { preview { exhibitCFields { originalAgreedValue originalDesignatedPercentage } changes { field before after } } errors { code } } }`,
      { input: { uuid, price: 590000 } },
      buyer,
    );
    expect(preview.data!.previewPurchaseOffer.preview.exhibitCFields.originalAgreedValue).toBe(590000);
    const accepted = await call(t, 'recordOffer', { uuid, address: '48 Oak Ave, Sacramento, CA', price: 590000, status: 'ACCEPTED' }, buyer);
    expect(accepted.purchaseApplication).toMatchObject({ contractPrice: 590000, exhibitCFields: { originalAgreedValue: 590000 } });
    expect((await call(t, 'submitOffers', { uuid }, buyer)).errors[0]).toMatchObject({ code: 'DOCUMENTS_MISSING' });
    await recordUploads(t, uuid, ['PURCHASE_AGREEMENT']);
    // The appraisal is ordered as the offer goes to appraisal; the sandbox's appraiser reports at once, at the price.
    const sent = await call(t, 'submitOffers', { uuid }, buyer);
    expect(sent.purchaseApplication).toMatchObject({ stage: 'APPRAISAL_AND_SERVICES', appraisal: { status: 'ORDERED', value: null } });
    expect((await load(t, uuid, buyer)).data!.purchaseApplication).toMatchObject({
      appraisedValue: 590000,
      appraisal: { status: 'RECEIVED', value: 590000, appraisalGap: 0 },
    });
    expect(await t.db('purchaseAppraisals').where({ applicationUuid: uuid }).select('valueCents', 'actor', 'actorName')).toEqual([
      { valueCents: 590_000_00, actor: 'SYSTEM', actorName: 'sandbox-appraiser' },
    ]);

    // Staff record the appraiser's report under the price: the agreed value is the appraisal, the gap is cash.
    expect((await recordAppraisal(t, uuid, '585,000')).lines[0]).toContain('appraised at $585000.00, replacing $590000.00, by ana');
    await recordUploads(t, uuid, ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
    const closing = await call(t, 'submitAppraisal', { uuid }, buyer);
    expect(closing.errors).toEqual([]);
    expect(closing.purchaseApplication).toMatchObject({
      stage: 'CLOSING',
      exhibitCFields: { originalAgreedValue: 585000 },
      fundsToClose: { downPayment: 80000, appraisalGap: 5000, dueAtClosing: 85000, rooflinePurchase: 505000 },
    });
    await untilDocument(t, uuid, 'OPTION_AGREEMENT');
    const closedHome = async () =>
      (
        await t.gql<{ purchaseApplication: { propertyUuid: string | null } }>(
          'query ($uuid: UUID!) { purchaseApplication(uuid: $uuid) { propertyUuid } }',
          { uuid },
          buyer,
        )
      ).data!.purchaseApplication.propertyUuid;
    expect(await closedHome()).toBeNull();
    // The purchase closes once the buyer has read and accepted the option agreement.
    await acceptOptionAgreement(t, uuid, buyer);
    await untilStage(t, uuid, 'CLOSED');
    const closed = (await load(t, uuid, buyer)).data!.purchaseApplication;
    expect((closed.stageHistory as Array<{ event: string; actor: string }>).map((h) => `${h.event}/${h.actor}`)).toEqual([
      'SUBMIT_APPLICATION/APPLICANT',
      'REQUEST_ADDITIONAL_DOCUMENTS/SYSTEM',
      'SUBMIT_ADDITIONAL_DOCUMENTS/APPLICANT',
      'PRE_APPROVE/SYSTEM',
      'ACCEPT_CONTRACT/APPLICANT',
      'SUBMIT_OFFERS/APPLICANT',
      'SUBMIT_APPRAISAL_AND_SERVICES/APPLICANT',
      'ACCEPT_OPTION_AGREEMENT/APPLICANT',
      'CLOSE/SYSTEM',
    ]);

    // The bought home is the buyer's property now, with the co-applicant invited as a member.
    const property = await t.db('properties').where({ dealType: 'PURCHASE', sourceApplicationUuid: uuid }).first();
    expect(property).toMatchObject({ ownerUuid: DEMO.uuid, state: 'CA', purchaseCents: 505_000_00 });
    expect(property.address).toMatchObject({ streetNumber: '48', streetName: 'Oak Ave', locality: 'Sacramento', state: 'CA' });
    expect(await t.db('propertyMembers').where({ propertyUuid: property.uuid }).select('email', 'role')).toEqual([
      { email: 'casey@example.com', role: 'CO_APPLICANT' },
    ]);
    const me = await t.gql<{ me: { properties: Array<{ propertyUuid: string; dealType: string[] }> } }>(
      '{ me { properties { propertyUuid dealType } } }',
      {},
      buyer,
    );
    expect(me.data!.me.properties).toContainEqual({ propertyUuid: property.uuid, dealType: ['PURCHASE'] });
    // The closing screen links the home's dashboard.
    expect(await closedHome()).toBe(property.uuid);

    // The agent's link stops working once it expires.
    await t
      .db('purchaseApplications')
      .where({ uuid })
      .update({ agentLinkExpiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.gql<{ purchaseAgentStatus: unknown }>(`query ($token: String!) { purchaseAgentStatus(token: $token) { stage } }`, { token: agentToken }, ''))
        .data!.purchaseAgentStatus,
    ).toBeNull();
  });
});
