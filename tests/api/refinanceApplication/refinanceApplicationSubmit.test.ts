import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLETE_SINGLE_BORROWER_ANSWERS as complete } from '#core/refinanceApplication/fixtures';
import { createTestApp, type TestApp } from '../harness.js';
import { ANSWER, answerEverything, answerFrom, DEMO, insertPrequal, START, SUBMIT, type Payload } from '../refinanceApplicationSupport.js';

let t: TestApp;
let cookie: string;

const start = async () => {
  const prequalUuid = await insertPrequal(t, DEMO.uuid);
  const started = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid } }, cookie);
  return started.data!.startRefinanceApplication.refinanceApplication!.uuid;
};
const submit = async (uuid: string) => (await t.gql<{ submitRefinanceApplication: Payload }>(SUBMIT, { uuid }, cookie)).data!.submitRefinanceApplication;

beforeAll(async () => {
  // Debug level, so the test below sees every line the API could log.
  t = await createTestApp({ LOG_LEVEL: 'debug' });
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('submitting', () => {
  it('is refused with one reason per unanswered question', async () => {
    const uuid = await start();
    await answerEverything(t, cookie, uuid, complete, ['borrowerDateOfBirth', 'gifts']);
    const payload = await submit(uuid);
    expect(payload.errors).toEqual([
      { code: 'INCOMPLETE', field: 'borrowerDateOfBirth', message: 'About you – What is your date of birth? Enter the date of birth.' },
      {
        code: 'INCOMPLETE',
        field: 'gifts',
        message: 'Loan and property – Are you receiving any gifts or grants for this loan? Add at least one gift or grant, or tick “No gifts or grants”.',
      },
    ]);
    expect(payload.refinanceApplication!.applicationSubmittedAt).toBeNull();
  });

  it('sends a complete application to the lender, locks it and confirms by mail', async () => {
    const uuid = await start();
    // A co-borrower's detail left over from switching back to a single application is not sent.
    await t.gql(ANSWER, { input: { uuid, questionId: 'applicantMode', answer: { applicantMode: 'JOINTLY_WITH_OTHER' } } }, cookie);
    await t.gql(ANSWER, { input: { uuid, questionId: 'coBorrowerDateOfBirth', answer: { coBorrowerDateOfBirth: '1988-07-01' } } }, cookie);
    const answered = await answerEverything(t, cookie, uuid, complete);
    expect(answered.questionMap.percentAnswered).toBe(100);

    const payload = await submit(uuid);
    expect(payload.errors).toEqual([]);
    const application = payload.refinanceApplication!;
    expect(application.applicationSubmittedAt).not.toBeNull();
    expect(application.loanApplicationUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(application.sections.every((s) => s.status === 'LOCKED')).toBe(true);
    expect(application).toMatchObject({
      noOfBorrowers: 1,
      isLegalNameConfirmed: true,
      citizenship: 'US_CITIZEN',
      maritalStatus: 'UNMARRIED',
      employments: [{ businessName: 'Bayview Health', startDate: '2019-03-01', isCurrentEmployment: true, isPrimaryApplicant: true, monthlyIncome: 11250 }],
      existingPropertyLoans: [{ creditorName: 'Pacific Home Lending', lienType: 'FIRST_LIEN', unpaidBalance: 540000, isToBePaidOff: true }],
      monthlyHousingCosts: { homeownersInsurance: 145, propertyTaxes: 1025, total: 1170 },
      declarations: { hasDeclaredBankruptcy: false, bankruptcyChapters: [], hasOutstandingJudgments: false },
      military: { hasMilitaryService: false, statuses: [] },
    });

    const stored = await t.db('refinanceApplications').where({ uuid }).first();
    expect(stored.answers.coBorrowerDateOfBirth).toBeUndefined();
    expect(stored.noOfBorrowers).toBe(1);
    expect(stored.percentAnswered).toBe(100);
    const mail = await t.db('mailOutbox').where({ toAddress: DEMO.email, subject: 'We received your refinance application' });
    expect(mail).toHaveLength(1);

    const again = await submit(uuid);
    expect(again.errors).toEqual([]);
    expect(again.refinanceApplication!.loanApplicationUuid).toBe(application.loanApplicationUuid);

    const late = await t.gql(ANSWER, { input: { uuid, questionId: 'borrowerContact', answer: answerFrom('borrowerContact', complete) } }, cookie);
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('a joint application', () => {
  it('asks the co-borrower’s parallel questions and returns their fields', async () => {
    const uuid = await start();
    const answer = (questionId: string, value: Record<string, unknown>) =>
      t
        .gql<{ answerRefinanceApplicationQuestion: Payload }>(ANSWER, { input: { uuid, questionId, answer: value } }, cookie)
        .then((r) => r.data!.answerRefinanceApplicationQuestion);
    await answer('applicantMode', { applicantMode: 'JOINTLY_WITH_SPOUSE' });
    const single = await answer('borrowerMaritalStatus', { borrowerMaritalStatus: 'UNMARRIED' });
    expect(single.errors).toEqual([{ code: 'INVALID', field: 'borrowerMaritalStatus', message: 'You are applying with your spouse, so choose Married.' }]);
    await answer('borrowerMaritalStatus', { borrowerMaritalStatus: 'MARRIED' });
    await answer('coBorrowerCitizenship', { coBorrowerCitizenship: 'PERMANENT_RESIDENT' });
    const payload = await answer('coBorrowerMilitaryService', { coBorrowerHasMilitaryService: true, coBorrowerMilitaryStatuses: ['SURVIVING_SPOUSE'] });
    expect(payload.errors).toEqual([]);
    const application = payload.refinanceApplication!;
    expect(application.noOfBorrowers).toBe(2);
    expect(application.questionMap.questions).toContain('coBorrowerLegalName');
    expect(application.sections.map((s) => s.name)).toContain('coBorrower');
    const typed = await t.gql<{
      refinanceApplication: { coBorrowerCitizenship: string; coBorrowerMaritalStatus: string; coBorrowerMilitary: { statuses: string[] } };
    }>(
      'query ($uuid: UUID!) { refinanceApplication(uuid: $uuid) { coBorrowerCitizenship coBorrowerMaritalStatus coBorrowerMilitary { statuses } } }',
      { uuid },
      cookie,
    );
    expect(typed.data!.refinanceApplication).toEqual({
      coBorrowerCitizenship: 'PERMANENT_RESIDENT',
      coBorrowerMaritalStatus: 'MARRIED',
      coBorrowerMilitary: { statuses: ['SURVIVING_SPOUSE'] },
    });
  });
});

describe('personal data in the logs', () => {
  it('never writes a date of birth or a taxpayer identifier, even when an answer is refused', async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const uuid = await start();
    await t.gql(ANSWER, { input: { uuid, questionId: 'borrowerDateOfBirth', answer: { borrowerDateOfBirth: '1979-08-14' } } }, cookie);
    await t.gql(ANSWER, { input: { uuid, questionId: 'borrowerDateOfBirth', answer: { borrowerDateOfBirth: '2019-08-14' } } }, cookie);
    await t.gql(ANSWER, { input: { uuid, questionId: 'borrowerTaxpayerIdentifier', answer: { borrowerTaxpayerIdentifier: '531-24-8876' } } }, cookie);
    await t.gql(ANSWER, { input: { uuid, questionId: 'borrowerTaxpayerIdentifier', answer: { borrowerTaxpayerIdentifier: '000-24-8876' } } }, cookie);
    vi.restoreAllMocks();
    const log = lines.join('');
    expect(log).toContain('refinance question answered');
    expect(log).toContain('refinance answer refused');
    for (const secret of ['1979-08-14', '2019-08-14', '531248876', '531-24-8876', '248876', '000-24-8876']) expect(log).not.toContain(secret);
  });
});
