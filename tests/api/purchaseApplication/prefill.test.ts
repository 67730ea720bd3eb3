import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_SECTIONS } from '#core/purchaseApplication/questions';
import {
  CreatePurchasePrequalDocument,
  PurchaseApplicationDocument,
  SavePurchaseApplicationAnswersDocument,
  StartPurchaseApplicationDocument,
  type PurchaseApplication_ApplicationFragment,
} from '#generated/web';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser } from './support.js';

// Issue 40: the prequal's answers prefill the application, shown as answered and editable. The
// buyer's prequal is recorded and the application started with the web app's own operations;
// what is still missing is core's purchase questions' verdict (missingAnswers).

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, 'buyer-prefill@roofline.test', 'buyer-prefill-2026');
  cookie = await t.sessionCookie('buyer-prefill@roofline.test', 'buyer-prefill-2026');
}, 120_000);
afterAll(() => t.close());

/** The buyer prequal's answers: $600,000 in California with $80,000 down, on a salary. */
const PREQUAL_INPUT = {
  productFunnel: 'PURCHASE',
  estimatedPropertyValue: 600000,
  downPayment: 80000,
  propertyLocation: { state: 'CA', country: 'US' },
  propertyUse: 'PRIMARY_RESIDENCE',
  creditScoreEstimate: 'SCORE_740_759',
} as const;

/** Each application question the buyer's prequal also asks, with what it answered. */
const PREFILLED = [
  ['propertyAddress', { propertyAddress: 'CA' }],
  ['targetPrice', { targetPrice: 600000 }],
  ['downPayment', { downPayment: 80000 }],
  ['incomeSource', { incomeSource: 'SALARY' }],
] as const;

const fieldsOf = (id: string) => {
  const question = PURCHASE_SECTIONS.flatMap((s) => s.subsections.flatMap((sub) => sub.questions)).find((q) => q.id === id);
  return (question ?? expect.unreachable(`no question ${id}`)).fields.map((field) => field.name);
};

async function application(uuid: string): Promise<PurchaseApplication_ApplicationFragment> {
  const result = await t.gql(PurchaseApplicationDocument, { uuid }, cookie);
  return result.data?.purchaseApplication ?? expect.unreachable(JSON.stringify(result.errors));
}

describe('the purchase application started from the buyer’s prequal', () => {
  let uuid: string;

  beforeAll(async () => {
    const prequal = await t.gql(CreatePurchasePrequalDocument, { prequalInput: PREQUAL_INPUT }, cookie);
    const prequalUuid = prequal.data?.createPrequal.prequals[0]?.uuid ?? expect.unreachable(JSON.stringify(prequal));
    const started = await t.gql(
      StartPurchaseApplicationDocument,
      { input: { prequalUuid, timeline: '0_3_MONTHS', purchaseStage: 'OPEN_HOUSES', incomeSource: 'SALARY' } },
      cookie,
    );
    uuid = started.data?.startPurchaseApplication.purchaseApplication?.uuid ?? expect.unreachable(JSON.stringify(started));
  });

  it.each(PREFILLED)('opens %s answered from the prequal', async (id, answer) => {
    const opened = await application(uuid);
    expect(opened.applicationValues).toMatchObject(answer);
    const missing = opened.missingAnswers.map((problem) => problem.field);
    expect(fieldsOf(id).filter((field) => missing.includes(field))).toEqual([]);
  });

  it('opens the home’s section complete, and keeps the timeline and the search stage', async () => {
    const opened = await application(uuid);
    expect(opened.sections.find((section) => section.name === 'PROPERTY')).toMatchObject({ status: 'COMPLETE', percentComplete: 100 });
    expect(opened).toMatchObject({ state: 'CA', timeline: '0_3_MONTHS', purchaseStage: 'OPEN_HOUSES' });
  });

  it('takes a changed answer to every prefilled question', async () => {
    const changes = { propertyAddress: 'Davis, CA', targetPrice: 650000, downPayment: 90000, incomeSource: 'SELF_EMPLOYMENT' } as const;
    const saved = await t.gql(SavePurchaseApplicationAnswersDocument, { input: { uuid, answers: changes } }, cookie);
    expect(saved.data?.savePurchaseApplicationAnswers.errors).toEqual([]);
    expect((await application(uuid)).applicationValues).toMatchObject(changes);
  });
});
