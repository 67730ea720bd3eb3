import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationAnswers } from '#core/application/answers';
import { toPartnerPrequalInput } from '#core/restructureApplication/prequalQuestions';
import { answersOf, toAnswersInput } from '#core/restructureApplication/questionAnswers';
import { findRestructureQuestion } from '#core/restructureApplication/questions';
import {
  CreatePrequalDocument,
  RestructureApplicationDocument,
  SaveRestructureApplicationAnswersDocument,
  StartRestructureApplicationDocument,
  type RestructureApplicationDetailsFragment,
} from '#generated/web';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser } from './support.js';

// Issue 40: the prequal's answers prefill the application, shown as answered and editable. The
// partnership's prequal is answered as its questions store answers, recorded with the web app's
// own operations, and the application is read as the web app reads it (answersOf).

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, 'prefill@roofline.test', 'prefill-password-2026');
  cookie = await t.sessionCookie('prefill@roofline.test', 'prefill-password-2026');
}, 120_000);
afterAll(() => t.close());

const PREQUAL_ANSWERS = {
  propertyAddress: { street: '2210 Grand Ave', unit: null, city: 'San Diego', state: 'CA', zip: '92109' },
  propertyUse: 'PRIMARY_RESIDENCE',
  estimatedPropertyValue: 800000,
  outstandingMortgageBalance: 400000,
  hasSecondMortgage: true,
  secondMortgageBalance: 30000,
  isPayingOffSecondMortgage: true,
  cashOutAmount: 50000,
  creditScoreEstimate: 'SCORE_740_759',
};

/** Each application question the prequal also asks, with the prequal question that answers it. */
const PREFILLED = [
  ['propertyUse', 'partnerPropertyUse'],
  ['estimatedPropertyValue', 'partnerPropertyValue'],
  ['mortgageBalance', 'partnerMortgageBalance'],
  ['hasSecondLoan', 'partnerSecondLoan'],
] as const;

const context = { today: '2026-11-23' };
const question = (id: string) => findRestructureQuestion(id) ?? expect.unreachable(`no question ${id}`);

async function application(uuid: string): Promise<RestructureApplicationDetailsFragment> {
  const result = await t.gql(RestructureApplicationDocument, { uuid }, cookie);
  return result.data?.restructureApplication ?? expect.unreachable(JSON.stringify(result.errors));
}

describe('the partnership application started from its prequal', () => {
  let uuid: string;

  beforeAll(async () => {
    const prequal = await t.gql(CreatePrequalDocument, { prequalInput: toPartnerPrequalInput(PREQUAL_ANSWERS), refreshPricingResults: true }, cookie);
    const prequalUuid = prequal.data?.createPrequal.prequals[0]?.uuid ?? expect.unreachable(JSON.stringify(prequal));
    const started = await t.gql(StartRestructureApplicationDocument, { input: { prequalUuid } }, cookie);
    uuid = started.data?.startRestructureApplication.restructureApplication?.uuid ?? expect.unreachable(JSON.stringify(started));
  });

  it.each(PREFILLED)('opens %s answered from the prequal’s %s', async (applicationQuestion) => {
    const answers = answersOf(await application(uuid)) as ApplicationAnswers;
    expect(question(applicationQuestion).isComplete(answers, context)).toBe(true);
  });

  it('opens with the prequal’s figures, and the cash asked for with only its purpose left to answer', async () => {
    const opened = await application(uuid);
    const answers = answersOf(opened) as ApplicationAnswers;
    expect(answers).toMatchObject({
      propertyUse: 'PRIMARY_RESIDENCE',
      estimatedPropertyValue: 800000,
      mortgageBalance: 400000,
      hasSecondLoan: true,
      secondLoanBalance: 30000,
      paysOffSecondLoan: true,
      cashOutAmount: 50000,
    });
    expect(question('cashOutAmount').isComplete(answers, context)).toBe(false);
    expect(question('cashOutAmount').isComplete({ ...answers, cashOutPurpose: 'RENOVATIONS' }, context)).toBe(true);
    const complete = opened.sections.filter((section) => section.status === 'COMPLETE').map((section) => section.name);
    expect(complete).toEqual(['PROPERTY', 'SECOND_LOAN']);
  });

  it('takes a changed answer to every prefilled question', async () => {
    const changes = { propertyUse: 'VACATION_HOME', estimatedPropertyValue: 820000, mortgageBalance: 390000, hasSecondLoan: false, cashOutAmount: 40000 };
    const saved = await t.gql(SaveRestructureApplicationAnswersDocument, { input: { uuid, answers: toAnswersInput(changes) } }, cookie);
    expect(saved.data?.saveRestructureApplicationAnswers.errors).toEqual([]);
    expect(answersOf(await application(uuid))).toMatchObject({ ...changes, secondLoanBalance: null, paysOffSecondLoan: null });
  });
});
