import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerLetterAboveAmount } from '#core/purchaseApplication/index';
import { readPdfText } from '../../support/readPdfText.js';
import { createTestApp, ORIGIN, type TestApp } from '../harness.js';
import { APPLICANT_ANSWERS, call, DEMO, insertUser, load, recordUploads, startApplication, untilDocument, untilStage } from './support.js';

// A pre-approval letter tailored to an offer (its address and price, never above the
// pre-approval), kept in step with the offer, and the agent's link downloading the letters and
// nothing else.

let t: TestApp;
let buyer: string;
let stranger: string;
let uuid: string;
let amount: number;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');
  uuid = await startApplication(t, DEMO.uuid, buyer);
  await call(t, 'save', { uuid, answers: APPLICANT_ANSWERS }, buyer);
  await call(t, 'submit', { uuid }, buyer);
  await recordUploads(t, uuid, ['PAYSTUB', 'W2_1099', 'BANK_ACCOUNT_STATEMENT']);
  await call(t, 'completeUploads', { uuid }, buyer);
  await untilStage(t, uuid, 'CONTRACT_REVIEW');
  await untilDocument(t, uuid, 'PRE_APPROVAL_LETTER');
  const accepted = await call(t, 'acceptContract', { uuid }, buyer);
  expect(accepted.purchaseApplication).toMatchObject({ stage: 'MY_OFFERS' });
  amount = accepted.purchaseApplication!.preApprovalAmount as number;
  // A database with migrations, the job queue, two password hashes and a walk to pre-approval.
}, 120_000);
afterAll(() => t.close());

const get = (path: string, cookie = '') => t.app.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));
const pdfText = async (response: Response) => (await readPdfText(new Uint8Array(await response.arrayBuffer()))).text;
const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

interface Letter {
  uuid: string;
  name: string;
  downloadUrl: string;
}

async function writeLetter(offerUuid: string, cookie = buyer) {
  const answer = await t.gql<{ writePurchaseOfferLetter: { letter: Letter | null; errors: Array<{ code: string; field: string | null; message: string }> } }>(
    `mutation ($input: WritePurchaseOfferLetterInput!) { writePurchaseOfferLetter(input: $input) { letter { uuid name downloadUrl } errors { code field message } } }`,
    { input: { uuid, offerUuid } },
    cookie,
  );
  return answer;
}

async function offers(): Promise<Array<{ uuid: string; address: string; letter: Letter | null }>> {
  const answer = await t.gql<{ purchaseApplication: { offers: Array<{ uuid: string; address: string; letter: Letter | null }> } }>(
    `query ($uuid: UUID!) { purchaseApplication(uuid: $uuid) { offers { uuid address letter { uuid name downloadUrl } } } }`,
    { uuid },
    buyer,
  );
  return answer.data!.purchaseApplication.offers;
}

async function recordOffer(input: { offerUuid?: string; address: string; price: number }) {
  const recorded = await call(t, 'recordOffer', { uuid, status: 'SUBMITTED', ...input }, buyer);
  expect(recorded.errors).toEqual([]);
  return (await offers()).find((offer) => offer.address === input.address)!;
}

describe('a pre-approval letter for an offer', () => {
  it('names the offer’s address and price, not the pre-approved amount, and follows the offer when it changes', async () => {
    const offer = await recordOffer({ address: '7 Birch Ln, Sacramento, CA', price: amount - 50_000 });
    const written = await writeLetter(offer.uuid);
    expect(written.data!.writePurchaseOfferLetter.errors).toEqual([]);
    const letter = written.data!.writePurchaseOfferLetter.letter!;
    expect(letter.name).toBe('Pre-approval letter, 7 Birch Ln, Sacramento, CA.pdf');
    const response = await get(letter.downloadUrl, buyer);
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain('7 Birch Ln, Sacramento, CA');
    expect(text).toContain(money(amount - 50_000));
    expect(text).not.toContain(money(amount));
    expect((await get(letter.downloadUrl, stranger)).status).toBe(404);
    // The offer's letter is the offer's: the application's documents keep the one general letter.
    const documents = (await load(t, uuid, buyer)).data!.purchaseApplication.documents as Array<{ type: string }>;
    expect(documents.filter((document) => document.type === 'PRE_APPROVAL_LETTER')).toHaveLength(1);

    // A new price rewrites the same letter; a price above the pre-approval removes it.
    const changed = await recordOffer({ offerUuid: offer.uuid, address: offer.address, price: amount - 20_000 });
    expect(changed.letter!.uuid).toBe(letter.uuid);
    const rewritten = await pdfText(await get(changed.letter!.downloadUrl, buyer));
    expect(rewritten).toContain(money(amount - 20_000));
    expect(rewritten).not.toContain(money(amount - 50_000));
    const above = await recordOffer({ offerUuid: offer.uuid, address: offer.address, price: amount + 10_000 });
    expect(above.letter).toBeNull();
    expect((await get(letter.downloadUrl, buyer)).status).toBe(404);
  });

  it('is never written for a price above the pre-approval', async () => {
    const offer = await recordOffer({ address: '9 Cedar Ct, Sacramento, CA', price: amount + 1 });
    const refused = await writeLetter(offer.uuid);
    expect(refused.data!.writePurchaseOfferLetter).toEqual({
      letter: null,
      errors: [{ code: 'INVALID', field: 'offerUuid', message: offerLetterAboveAmount(amount * 100) }],
    });
    expect((await offers()).find((o) => o.uuid === offer.uuid)!.letter).toBeNull();
    // Someone else's application is not found.
    expect((await writeLetter(offer.uuid, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the agent’s status link', () => {
  it('downloads the pre-approval letters through its token, and no other document', async () => {
    const offer = await recordOffer({ address: '3 Aspen Way, Sacramento, CA', price: amount - 100_000 });
    expect((await writeLetter(offer.uuid)).data!.writePurchaseOfferLetter.errors).toEqual([]);
    const link = await t.gql<{ createPurchaseAgentLink: { url: string } }>(
      `mutation ($uuid: UUID!) { createPurchaseAgentLink(input: { uuid: $uuid }) { url } }`,
      { uuid },
      buyer,
    );
    const token = link.data!.createPurchaseAgentLink.url.split('/').pop()!;
    const status = await t.gql<{ purchaseAgentStatus: { letters: Array<{ name: string; url: string }> } }>(
      `query ($token: String!) { purchaseAgentStatus(token: $token) { letters { name url } } }`,
      { token },
      '',
    );
    const letters = status.data!.purchaseAgentStatus.letters;
    expect(letters.map((letter) => letter.name)).toEqual(['Pre-approval letter.pdf', 'Pre-approval letter, 3 Aspen Way, Sacramento, CA.pdf']);
    const general = await get(letters[0]!.url);
    expect(general.status).toBe(200);
    expect(general.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(general)).toContain(money(amount));
    expect(await pdfText(await get(letters[1]!.url))).toContain('3 Aspen Way, Sacramento, CA');

    // The buyer's pay stub is not the agent's, at the same address with its own id.
    const paystub = await t.db('documents').where({ applicationUuid: uuid, type: 'PAYSTUB' }).first();
    expect((await get(`/api/v1/purchase/agent/${token}/letters/${paystub.uuid}`)).status).toBe(404);
    // A wrong token, or a link replaced by a new one, gets nothing.
    const letterUuid = letters[0]!.url.split('/').pop()!;
    expect((await get(`/api/v1/purchase/agent/${'x'.repeat(43)}/letters/${letterUuid}`)).status).toBe(404);
    await t.gql(`mutation ($uuid: UUID!) { createPurchaseAgentLink(input: { uuid: $uuid }) { url } }`, { uuid }, buyer);
    expect((await get(letters[0]!.url)).status).toBe(404);
  });
});
