import { isQuestionIncluded } from '#core/questionEngine/index';
import { allQuestions } from '#core/refinanceApplication/index';
import { contextFor, type ApplicationAnswers } from '#core/application/index';
import { hashPassword } from '../../api/src/services/account/passwords.js';
import type { TestApp } from './harness.js';

export const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026', uuid: '6f1c2a8e-3b5d-4c7a-9e21-0d4b8f6a1c01' };

export const APPLICATION_FIELDS = `
  uuid prequalUuid loanApplicationUuid applicationSubmittedAt noOfBorrowers isLegalNameConfirmed citizenship maritalStatus
  loanType loanInterestType rateOptionUuid answers completedQuestions
  propertyLocation { streetNumber streetName locality state zip }
  sections { name title status percentComplete firstQuestionId }
  questionMap { questions totalQuestions totalAnsweredQuestions percentAnswered answeredQuestions }
  employments { businessName startDate isCurrentEmployment isPrimaryApplicant monthlyIncome }
  existingPropertyLoans { creditorName lienType unpaidBalance isToBePaidOff }
  monthlyHousingCosts { homeownersInsurance propertyTaxes total }
  declarations { hasDeclaredBankruptcy bankruptcyChapters bankruptcyExplanation hasOutstandingJudgments }
  military { hasMilitaryService statuses }
`;

export const START = `mutation ($input: StartRefinanceApplicationInput!) { startRefinanceApplication(input: $input) { refinanceApplication { ${APPLICATION_FIELDS} } errors { code field message } } }`;
export const ANSWER = `mutation ($input: AnswerRefinanceApplicationQuestionInput!) { answerRefinanceApplicationQuestion(input: $input) { refinanceApplication { ${APPLICATION_FIELDS} } errors { code field message } } }`;
export const SUBMIT = `mutation ($uuid: UUID!) { submitRefinanceApplication(input: { uuid: $uuid }) { refinanceApplication { ${APPLICATION_FIELDS} } errors { code field message } } }`;
export const LOAD = `query ($uuid: UUID!) { refinanceApplication(uuid: $uuid) { ${APPLICATION_FIELDS} } }`;

export interface ApplicationResult {
  uuid: string;
  answers: ApplicationAnswers;
  questionMap: { questions: string[]; percentAnswered: number; totalQuestions: number; totalAnsweredQuestions: number; answeredQuestions: string[] };
  sections: Array<{ name: string; status: string; percentComplete: number }>;
  [key: string]: unknown;
}
export type Payload = { refinanceApplication: ApplicationResult | null; errors: Array<{ code: string; field: string | null; message: string }> };

/** A prequal as the rates flow stores it: the demo home in San Francisco. */
export async function insertPrequal(t: TestApp, userUuid: string | null, overrides: Record<string, unknown> = {}): Promise<string> {
  const [row] = await t
    .db('prequals')
    .insert({
      userUuid,
      propertyLocation: JSON.stringify({ streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' }),
      propertyUse: 'PRIMARY_RESIDENCE',
      propertyType: 'SINGLE_FAMILY',
      estimatedPropertyValue: 985000,
      outstandingMortgageBalance: 540000,
      isCashingOut: false,
      cashOutAmount: 0,
      creditScoreEstimate: 'SCORE_760_779',
      mortgageType: 'CONVENTIONAL',
      mortgageInterestType: 'FIXED',
      mortgageTerm: 30,
      isVeteran: false,
      productFunnel: 'FINANCING',
      ...overrides,
    })
    .returning('uuid');
  return (row as { uuid: string }).uuid;
}

/** A second account, to prove one user cannot see another's application. */
export async function insertUser(t: TestApp, email: string, password: string): Promise<string> {
  const [row] = await t
    .db('users')
    .insert({ email, passwordHash: await hashPassword(password), firstName: 'Sam', lastName: 'Okafor' })
    .returning('uuid');
  return (row as { uuid: string }).uuid;
}

/** One question's answer taken from a complete answer document. */
export function answerFrom(questionId: string, answers: ApplicationAnswers): Record<string, unknown> {
  const question = allQuestions().find((q) => q.id === questionId);
  if (question?.kind === 'fields') return Object.fromEntries(question.fields.map((f) => [f.key, answers[f.key] ?? null]));
  if (question?.kind === 'group') {
    return { [question.key]: answers[question.key] ?? [], ...(question.none ? { [question.none.key]: answers[question.none.key] ?? false } : {}) };
  }
  return {};
}

/** Answers every question the complete document includes, in order, through the API, except those skipped. */
export async function answerEverything(
  t: TestApp,
  cookie: string,
  uuid: string,
  complete: ApplicationAnswers,
  skip: readonly string[] = [],
): Promise<ApplicationResult> {
  const context = contextFor(new Date());
  let latest: ApplicationResult | null = null;
  for (const question of allQuestions()) {
    if (question.kind !== 'fields' && question.kind !== 'group') continue;
    if (skip.includes(question.id) || !isQuestionIncluded(question, complete, context)) continue;
    const result = await t.gql<{ answerRefinanceApplicationQuestion: Payload }>(
      ANSWER,
      { input: { uuid, questionId: question.id, answer: answerFrom(question.id, complete) } },
      cookie,
    );
    const payload = result.data?.answerRefinanceApplicationQuestion;
    if (!payload?.refinanceApplication) throw new Error(`${question.id} refused: ${JSON.stringify(payload?.errors ?? result.errors)}`);
    latest = payload.refinanceApplication;
  }
  if (!latest) throw new Error('nothing answered');
  return latest;
}
