import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { PREQUAL_CLAIMS_COOKIE, signPrequalClaims } from '#api/services/prequal/prequalClaims';
import { ANSWER, DEMO, insertPrequal, insertUser, LOAD, START, type Payload } from '../refinanceApplicationSupport.js';

let t: TestApp;
let cookie: string;
let userUuid: string;
let uuid: string;
let prequalUuid: string;

const answer = async (questionId: string, value: Record<string, unknown>, as = cookie) =>
  (await t.gql<{ answerRefinanceApplicationQuestion: Payload }>(ANSWER, { input: { uuid, questionId, answer: value } }, as)).data!
    .answerRefinanceApplicationQuestion;

/** Starts an application from a new prequal of the user's; returns both uuids. */
async function startFresh(userUuid: string, as: string): Promise<{ prequalUuid: string; uuid: string }> {
  const prequal = await insertPrequal(t, userUuid, { isCashingOut: true, cashOutAmount: 25000 });
  const started = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid: prequal } }, as);
  return { prequalUuid: prequal, uuid: started.data!.startRefinanceApplication.refinanceApplication!.uuid };
}

let users = 0;
/** A new account with its session: no prequals or applications of its own yet. */
async function newUser(): Promise<{ uuid: string; cookie: string }> {
  const email = `sam-${++users}@example.com`;
  const userUuid = await insertUser(t, email, 'another-password-1');
  return { uuid: userUuid, cookie: await t.sessionCookie(email, 'another-password-1') };
}

beforeAll(async () => {
  t = await createTestApp();
});
// A new application per test, of an account of its own: others answer questions on theirs, the
// prefill is read as started, and no account nears its limit of open applications.
beforeEach(async () => {
  ({ uuid: userUuid, cookie } = await newUser());
  ({ prequalUuid, uuid } = await startFresh(userUuid, cookie));
});
afterAll(() => t.close());

describe('starting an application from a prequal', () => {
  it('fills in what the prequal and the profile already told us', async () => {
    const demo = await t.sessionCookie(DEMO.email, DEMO.password);
    const started = await startFresh(DEMO.uuid, demo);
    const loaded = await t.gql<{ refinanceApplication: Payload['refinanceApplication'] }>(LOAD, { uuid: started.uuid }, demo);
    const application = loaded.data!.refinanceApplication!;
    expect(application.prequalUuid).toBe(started.prequalUuid);
    expect(application.answers).toMatchObject({
      borrowerFirstName: 'Dana',
      borrowerLastName: 'Rivera',
      borrowerEmail: 'demo@roofline.test',
      propertyValue: 985000,
      loanAmount: 565000,
      propertyOccupancy: 'PRINCIPAL_RESIDENCE',
      borrowerCurrentAddress: { street: '1450 Larkin St', city: 'San Francisco', state: 'CA', zip: '94109' },
    });
    expect(application.propertyLocation).toEqual({ streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109' });
    expect(application.loanType).toBe('CONVENTIONAL');
    expect(application.questionMap.percentAnswered).toBeGreaterThan(0);
    expect(application.questionMap.percentAnswered).toBeLessThan(100);
  });

  it('returns the same application when started again from the same prequal', async () => {
    const again = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid } }, cookie);
    expect(again.data!.startRefinanceApplication.refinanceApplication!.uuid).toBe(uuid);
  });

  it('records the application on the prequal and lists it for the user', async () => {
    // The test's account has the application started before it: the list is a new account's one alone.
    const owner = await newUser();
    const own = await startFresh(owner.uuid, owner.cookie);
    const prequal = await t.db('prequals').where({ uuid: own.prequalUuid }).first();
    expect(prequal.applicationUuid).toBe(own.uuid);
    const lists = await t.gql<{
      refinanceApplications: Array<{ uuid: string; propertyLocation: { streetName: string } }>;
      me: { activeApplications: unknown[] };
    }>('{ refinanceApplications { uuid propertyLocation { streetName } } me { activeApplications { uuid type prequalUuid } } }', {}, owner.cookie);
    expect(lists.data!.refinanceApplications).toEqual([{ uuid: own.uuid, propertyLocation: { streetName: 'Larkin St' } }]);
    expect(lists.data!.me.activeApplications).toEqual([{ uuid: own.uuid, type: 'REFINANCE', prequalUuid: own.prequalUuid }]);
  });

  it('keeps the rate chosen on the rates page, as it was quoted', async () => {
    const figures = 'rateOptionUuid pricingResultUuid loanProgramCode interestRate apr points monthlyPI totalFees baseLoanAmount';
    const rates = await t.gql<{ ratesPage: { rateOptions: Array<{ rateOptionUuid: string; interestRate: number; apr: number; monthlyPI: number }> } }>(
      `query ($input: RatesInput!) { ratesPage(ratesInput: $input) { rateOptions { ${figures} } } }`,
      {
        input: {
          propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109' },
          remainingMortgageAmount: 540000,
          estimatedHomeValue: 985000,
          creditScoreRange: 'SCORE_760_779',
          occupancyType: 'PRIMARY_RESIDENCE',
        },
      },
    );
    // Not the first option: its place in the list is kept too.
    const chosen = rates.data!.ratesPage.rateOptions[2]!;
    const other = await insertPrequal(t, userUuid);
    const started = await t.gql<{ startRefinanceApplication: { refinanceApplication: { rateOptionUuid: string; rateOption: Record<string, unknown> } } }>(
      `mutation ($input: StartRefinanceApplicationInput!) { startRefinanceApplication(input: $input) { refinanceApplication { rateOptionUuid rateOption { ${figures} } } } }`,
      { input: { prequalUuid: other, rateOptionUuid: chosen.rateOptionUuid } },
      cookie,
    );
    const application = started.data!.startRefinanceApplication.refinanceApplication;
    expect(application.rateOptionUuid).toBe(chosen.rateOptionUuid);
    expect(application.rateOption).toEqual(chosen);
    expect(await t.db('rate_options').where({ rateOptionUuid: chosen.rateOptionUuid }).first()).toMatchObject({ position: 2, lockDays: 30 });
  });

  it('refuses a rate that was never quoted', async () => {
    const other = await insertPrequal(t, userUuid);
    const result = await t.gql<{ startRefinanceApplication: Payload }>(
      START,
      { input: { prequalUuid: other, rateOptionUuid: '0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d' } },
      cookie,
    );
    expect(result.data!.startRefinanceApplication).toEqual({
      refinanceApplication: null,
      errors: [{ code: 'RATE_OPTION_NOT_FOUND', field: 'rateOptionUuid', message: 'That rate is no longer available. Please choose a rate again.' }],
    });
  });
});

describe('answering a question', () => {
  it('saves at once and returns the updated application and progress', async () => {
    const before = (await t.gql<{ refinanceApplication: NonNullable<Payload['refinanceApplication']> }>(LOAD, { uuid }, cookie)).data!.refinanceApplication;
    const payload = await answer('applicantMode', { applicantMode: 'SELF' });
    expect(payload.errors).toEqual([]);
    expect(payload.refinanceApplication!.answers.applicantMode).toBe('SELF');
    expect(payload.refinanceApplication!.questionMap.answeredQuestions).toContain('applicantMode');
    expect(payload.refinanceApplication!.questionMap.totalAnsweredQuestions).toBe(before.questionMap.totalAnsweredQuestions + 1);
    const reloaded = (await t.gql<{ refinanceApplication: NonNullable<Payload['refinanceApplication']> }>(LOAD, { uuid }, cookie)).data!.refinanceApplication;
    expect(reloaded.answers.applicantMode).toBe('SELF');
  });

  it('refuses an invalid answer with field-level messages and keeps the saved one', async () => {
    await answer('borrowerContact', { borrowerEmail: 'dana@example.com', borrowerPhone: '4155550142' });
    const payload = await answer('borrowerContact', { borrowerEmail: 'dana@', borrowerPhone: '555' });
    expect(payload.refinanceApplication).toBeNull();
    expect(payload.errors).toEqual([
      { code: 'INVALID', field: 'borrowerEmail', message: 'Enter an email address like name@example.com.' },
      { code: 'INVALID', field: 'borrowerPhone', message: 'Enter a 10-digit US phone number.' },
    ]);
    const reloaded = (await t.gql<{ refinanceApplication: NonNullable<Payload['refinanceApplication']> }>(LOAD, { uuid }, cookie)).data!.refinanceApplication;
    expect(reloaded.answers.borrowerEmail).toBe('dana@example.com');
  });

  it('names the entry and field of a problem in a repeating group', async () => {
    const entry = { assetType: 'SAVINGS', financialInstitution: 'Bank of Oak', accountNumberLast4: null, cashValue: 1200 };
    const payload = await answer('assets', { assets: [entry, { ...entry, cashValue: -5 }], hasNoAssets: false });
    expect(payload.errors).toEqual([{ code: 'INVALID', field: 'assets.1.cashValue', message: 'Enter an amount of at least $0.' }]);
  });

  it('refuses a question this application does not include', async () => {
    const payload = await answer('coBorrowerDateOfBirth', { coBorrowerDateOfBirth: '1988-01-01' });
    expect(payload.errors).toEqual([expect.objectContaining({ code: 'QUESTION_NOT_INCLUDED', field: 'coBorrowerDateOfBirth' })]);
  });

  it('refuses a question that does not exist', async () => {
    const result = await t.gql(ANSWER, { input: { uuid, questionId: 'favouriteColour', answer: {} } }, cookie);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('masks the taxpayer identifier on the way out and keeps it when sent back masked', async () => {
    const saved = await answer('borrowerTaxpayerIdentifier', { borrowerTaxpayerIdentifier: '123-45-6789' });
    expect(saved.refinanceApplication!.answers.borrowerTaxpayerIdentifier).toBe('•••-••-6789');
    const resent = await answer('borrowerTaxpayerIdentifier', { borrowerTaxpayerIdentifier: '•••-••-6789' });
    expect(resent.errors).toEqual([]);
    const stored = await t.db('refinanceApplications').where({ uuid }).first();
    expect(stored.answers.borrowerTaxpayerIdentifier).toBe('123456789');
  });
});

describe('who may see an application', () => {
  let otherCookie: string;
  // A new other user per test: one that claims a prequal must not be the one that lists nothing.
  beforeEach(async () => {
    ({ cookie: otherCookie } = await newUser());
  });

  it('answers NOT_FOUND to another user reading it', async () => {
    const result = await t.gql(LOAD, { uuid }, otherCookie);
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.data).toBeNull();
  });

  it('answers NOT_FOUND to another user changing or submitting it', async () => {
    expect((await answer('applicantMode', { applicantMode: 'SELF' })).errors).toEqual([]);
    const changed = await t.gql(ANSWER, { input: { uuid, questionId: 'applicantMode', answer: { applicantMode: 'JOINTLY_WITH_OTHER' } } }, otherCookie);
    expect(changed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const submitted = await t.gql('mutation ($uuid: UUID!) { submitRefinanceApplication(input: { uuid: $uuid }) { errors { code } } }', { uuid }, otherCookie);
    expect(submitted.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stored = await t.db('refinanceApplications').where({ uuid }).first();
    expect(stored.answers.applicantMode).toBe('SELF');
  });

  it('answers NOT_FOUND to another user starting from someone else’s prequal, and lists nothing of theirs', async () => {
    const started = await t.gql(START, { input: { prequalUuid } }, otherCookie);
    expect(started.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await t.gql<{ refinanceApplications: unknown[] }>('{ refinanceApplications { uuid } }', {}, otherCookie);
    expect(list.data!.refinanceApplications).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const result = await t.gql(LOAD, { uuid });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets a signed-in user claim a visitor’s prequal from the browser that created it', async () => {
    const visitorPrequal = await insertPrequal(t, null);
    // The browser that created it holds its signed claim (tests/security/prequalClaim.test.ts).
    const claim = `${PREQUAL_CLAIMS_COOKIE}=${encodeURIComponent(signPrequalClaims(t.config, [visitorPrequal]))}`;
    const started = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid: visitorPrequal } }, `${otherCookie}; ${claim}`);
    expect(started.data!.startRefinanceApplication.errors).toEqual([]);
    const prequal = await t.db('prequals').where({ uuid: visitorPrequal }).first();
    expect(prequal.userUuid).not.toBeNull();
    expect(prequal.applicationUuid).toBe(started.data!.startRefinanceApplication.refinanceApplication!.uuid);
  });
});
