import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { call, COMPLETE_ANSWERS, DEMO, insertUser, load, startApplication, untilStage, type Application } from './support.js';
import { insertPrequal } from '../refinanceApplicationSupport.js';
import { DENIAL_TEXT, type DenialCode } from '#core/partnership/index';

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'other@roofline.test', 'another-password-2026');
  otherCookie = await t.sessionCookie('other@roofline.test', 'another-password-2026');
});
afterAll(() => t.close());

let homeowners = 0;
/** A new account and its session, for tests that start more applications than one account keeps open. */
async function newHomeowner(): Promise<{ uuid: string; cookie: string }> {
  const email = `homeowner-${++homeowners}@roofline.test`;
  const uuid = await insertUser(t, email, 'homeowner-password-2026');
  return { uuid, cookie: await t.sessionCookie(email, 'homeowner-password-2026') };
}

describe('starting a restructure application from a prequal', () => {
  it('takes the home, its loans and the cash from the prequal, and offers the three products', async () => {
    const uuid = await startApplication(t, DEMO.uuid, cookie);
    const application = await load(t, uuid, cookie);
    expect(application).toMatchObject({
      stage: 'APPROVAL',
      estimatedPropertyValue: 800000,
      mortgageBalance: 400000,
      cashOutAmount: 50000,
      hasSecondLoan: false,
      propertyUse: 'PRIMARY_RESIDENCE',
      propertyLocation: { streetNumber: '2210', streetName: 'Grand Ave', state: 'CA', zip: '92109' },
      denials: [],
    });
    // The worked example: PAYOFF with $50,000 cash on an $800,000 home with $400,000 owed.
    const offer = application.offer as { cashAvailable: number; products: Array<Record<string, number | string>> };
    expect(offer.cashAvailable).toBe(150000);
    expect(offer.products.find((p) => p.product === 'PAYOFF')).toEqual({
      product: 'PAYOFF',
      purchaseAmount: 450000,
      designatedPercentage: 56.25,
      usageFee: 1875,
      monthlyPayment: 2375,
      estimatedMonthlyPaymentSaver: 1875,
    });
    expect(offer.products.find((p) => p.product === 'SAVER')).toMatchObject({ monthlyPayment: 1875, estimatedMonthlyPaymentSaver: 1875 });
    const expiresInDays = (Date.parse(application.expirationDate as string) - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(90);
  });

  it('returns the same application when started again, and lists it by street address for the navigation', async () => {
    const prequalUuid = await insertPrequal(t, DEMO.uuid, { estimatedPropertyValue: 700000, outstandingMortgageBalance: 100000 });
    const first = await call(t, 'start', { prequalUuid }, cookie);
    const again = await call(t, 'start', { prequalUuid }, cookie);
    expect(again.restructureApplication!.uuid).toBe(first.restructureApplication!.uuid);
    const list = await t.gql<{ restructureApplications: Array<{ uuid: string; propertyLocation: { streetNumber: string; streetName: string } }> }>(
      '{ restructureApplications { uuid propertyLocation { streetNumber streetName } } }',
      {},
      cookie,
    );
    expect(list.data!.restructureApplications[0]).toEqual({
      uuid: first.restructureApplication!.uuid,
      propertyLocation: { streetNumber: '1450', streetName: 'Larkin St' },
    });
    expect((await t.db('prequals').where({ uuid: prequalUuid }).first()).applicationUuid).toBe(first.restructureApplication!.uuid);
    const me = await t.gql<{ me: { activeApplications: Array<{ uuid: string; type: string; prequalUuid: string }> } }>(
      '{ me { activeApplications { uuid type prequalUuid } } }',
      {},
      cookie,
    );
    expect(me.data!.me.activeApplications).toContainEqual({ uuid: first.restructureApplication!.uuid, type: 'RESTRUCTURE', prequalUuid });
  });

  it('refuses a prequal for buying a home', async () => {
    const prequalUuid = await insertPrequal(t, DEMO.uuid, { productFunnel: 'PURCHASE' });
    const started = await call(t, 'start', { prequalUuid }, cookie);
    expect(started).toMatchObject({ restructureApplication: null, errors: [{ code: 'WRONG_PRODUCT', field: 'prequalUuid' }] });
  });
});

describe('ownership', () => {
  it("hides one user's application from another: the query and every mutation answer NOT_FOUND", async () => {
    const uuid = await startApplication(t, DEMO.uuid, cookie);
    const query = await t.gql(`query ($uuid: UUID!) { restructureApplication(uuid: $uuid) { uuid } }`, { uuid }, otherCookie);
    expect(query.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const [name, type, input] of [
      ['saveRestructureApplicationAnswers', 'SaveRestructureApplicationAnswersInput', { uuid, answers: { hasHoa: false } }],
      ['submitRestructureApplication', 'SubmitRestructureApplicationInput', { uuid, creditCheckConsent: true }],
      ['completeRestructureUploads', 'RestructureApplicationInput', { uuid }],
      ['viewRestructureContractPage', 'ViewRestructureContractPageInput', { uuid, page: 1 }],
      ['recordRestructureLinkClicked', 'RecordRestructureLinkClickedInput', { uuid, link: 'TERM_SHEET' }],
      ['acceptRestructureContract', 'RestructureApplicationInput', { uuid }],
      [
        'finalizeRestructure',
        'FinalizeRestructureInput',
        { uuid, paymentBankAccount: { accountHolderName: 'Sam Okafor', routingNumber: '121000358', accountNumber: '000123456789', accountType: 'CHECKING' } },
      ],
    ] as const) {
      const result = await t.gql(`mutation ($input: ${type}!) { ${name}(input: $input) { errors { code } } }`, { input }, otherCookie);
      expect(result.errors?.[0]?.extensions?.code, name).toBe('NOT_FOUND');
    }
    const list = await t.gql<{ restructureApplications: unknown[] }>('{ restructureApplications { uuid } }', {}, otherCookie);
    expect(list.data!.restructureApplications).toEqual([]);
    const prequalOfDemo = (await t.db('restructureApplications').where({ uuid }).first()).prequalUuid;
    const stolen = await t.gql(
      `mutation ($input: StartRestructureApplicationInput!) { startRestructureApplication(input: $input) { errors { code } } }`,
      { input: { prequalUuid: prequalOfDemo } },
      otherCookie,
    );
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await load(t, uuid, cookie)).stage).toBe('APPROVAL');
  });

  it('asks a visitor to log in', async () => {
    const result = await t.gql('{ restructureApplications { uuid } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('saving answers', () => {
  let uuid: string;
  beforeAll(async () => {
    uuid = await startApplication(t, DEMO.uuid, cookie);
  });

  it('saves answers, stores money in cents and shows progress by section', async () => {
    const saved = await call(
      t,
      'save',
      { uuid, answers: { hasCoOwners: true, coOwnerEmails: ['Jo@Example.com'], ownerAnnualIncome: 98000.5, coOwnerAnnualIncome: 41000 } },
      cookie,
    );
    expect(saved.errors).toEqual([]);
    expect(saved.restructureApplication).toMatchObject({
      hasCoOwners: true,
      coOwnerEmails: ['jo@example.com'],
      ownerAnnualIncome: 98000.5,
      lastUpdatedSection: 'INCOME',
    });
    const row = await t.db('restructureApplications').where({ uuid }).first();
    expect(row.ownerAnnualIncomeCents).toBe(9800050);
    const sections = saved.restructureApplication!.sections as Array<{ name: string; status: string; percentComplete: number }>;
    expect(sections.find((s) => s.name === 'CO_OWNERS')).toEqual({ name: 'CO_OWNERS', status: 'COMPLETE', percentComplete: 100 });
    expect(sections.find((s) => s.name === 'EMPLOYMENT')).toMatchObject({ status: 'OPEN', percentComplete: 0 });
  });

  it('clears answers that no longer apply', async () => {
    const saved = await call(t, 'save', { uuid, answers: { hasCoOwners: false } }, cookie);
    expect(saved.restructureApplication).toMatchObject({ hasCoOwners: false, coOwnerEmails: [], coOwnerAnnualIncome: null });
  });

  it('refuses bad answers field by field, in the spec’s words where it has them, and saves nothing', async () => {
    const refused = await call(
      t,
      'save',
      { uuid, answers: { cashOutAmount: 150000.01, hoaFees: -5, coOwnerEmails: ['not-an-email'], employerPhone: '555', ownerAnnualIncome: 10.001 } },
      cookie,
    );
    expect(refused.restructureApplication).toBeNull();
    const byField = Object.fromEntries(refused.errors.map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      cashOutAmount: 'Your cash out exceeds our current limit of $150,000.',
      hoaFees: 'The HOA fees cannot be negative.',
      coOwnerEmails: 'Enter a valid email address.',
      employerPhone: 'Enter a 10-digit US phone number.',
      ownerAnnualIncome: 'Your annual income has at most two decimals (cents).',
    });
    expect(refused.errors.find((e) => e.field === 'cashOutAmount')?.code).toBe('DENIED_TOO_MUCH_CASH');
    expect((await load(t, uuid, cookie)).cashOutAmount).toBe(50000);
    const ownEmail = await call(t, 'save', { uuid, answers: { hasCoOwners: true, coOwnerEmails: [DEMO.email] } }, cookie);
    expect(ownEmail.errors).toEqual([{ code: 'INVALID', field: 'coOwnerEmails', message: 'Enter your co-owners’ email addresses, not your own.' }]);
    const tooDear = await call(t, 'save', { uuid, answers: { estimatedPropertyValue: 2_000_000.01 } }, cookie);
    expect(tooDear.errors).toEqual([
      { code: 'EXCEEDS_MAX_HOME_PRICE', field: 'estimatedPropertyValue', message: 'The partnership is not available for home values over $2 million.' },
    ]);
    const tooMuchEquity = await call(t, 'save', { uuid, answers: { additionalMonthlyEquity: 2000.01 } }, cookie);
    expect(tooMuchEquity.errors).toEqual([
      { code: 'MONTHLY_EQUITY_PURCHASE_LIMIT', field: 'additionalMonthlyEquity', message: 'The most you can add each month is $2,000.' },
    ]);
  });

  it('shows the denials the answers meet, in the spec’s words', async () => {
    const saved = await call(t, 'save', { uuid, answers: { propertyUse: 'VACATION_HOME' } }, cookie);
    expect(saved.restructureApplication!.denials).toEqual([
      { code: 'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY', message: 'The partnership is not available for secondary residences or investment properties.' },
    ]);
    expect(saved.restructureApplication!.offer).toBeNull();
    await call(t, 'save', { uuid, answers: { propertyUse: 'PRIMARY_RESIDENCE' } }, cookie);
  });
});

describe('the partnership’s denials on an application', () => {
  const location = (place: Record<string, string | null>) =>
    JSON.stringify({ streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109', country: 'US', ...place });
  // Every code of spec section 8 through the application, from the prequal it starts from.
  it.each([
    ['credit below 620', { creditScoreEstimate: 'SCORE_600_619' }, ['DENIED_CREDIT']],
    ['an address without a street number', { propertyLocation: location({ streetNumber: null }) }, ['MANUAL_REVIEW_REQUIRED']],
    ['a territory', { propertyLocation: location({ state: 'PR', zip: '00901', locality: 'San Juan' }) }, ['OUT_OF_AREA']],
    ['a cash-out over $150,000', { cashOutAmount: 150_000.01 }, ['DENIED_TOO_MUCH_CASH']],
    ['an investment property', { propertyUse: 'INVESTMENT_PROPERTY' }, ['DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']],
    ['a second loan kept', { secondMortgageBalance: 30_000, isPayingOffSecondMortgage: false }, ['DENIED_SECOND_LOAN_NO_PAYOFF']],
    ['a home over $2 million', { estimatedPropertyValue: 2_000_000.01 }, ['EXCEEDS_MAX_HOME_PRICE']],
    ['a state not licensed', { propertyLocation: location({ state: 'NY', zip: '10118', locality: 'New York' }) }, ['OUT_OF_STATE']],
    ['owing more than 90% after the cash', { outstandingMortgageBalance: 670_000.01 }, ['DENIED_HIGH_LTV']],
    ['credit of 620-639 and owing exactly 90%', { creditScoreEstimate: 'SCORE_620_639', outstandingMortgageBalance: 670_000 }, []],
  ])('%s', async (_name, prequal, codes) => {
    const owner = await newHomeowner();
    const application = await load(t, await startApplication(t, owner.uuid, owner.cookie, prequal), owner.cookie);
    expect(application.denials).toEqual(codes.map((code) => ({ code, message: DENIAL_TEXT[code as DenialCode].message })));
    expect(application.offer === null).toBe(codes.length > 0);
  });
});

describe('submitting for approval', () => {
  // An account of its own: the applications above keep the demo homeowner near the open limit.
  let cookie: string;
  let owner: { uuid: string; cookie: string };
  beforeAll(async () => {
    owner = await newHomeowner();
    cookie = owner.cookie;
  });

  it('lists every missing answer, then refuses an editable denial, then submits', async () => {
    const uuid = await startApplication(t, owner.uuid, cookie);
    const incomplete = await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie);
    expect(incomplete.restructureApplication).toBeNull();
    expect(incomplete.errors.map((e) => e.field)).toEqual([
      'hasCoOwners',
      'ownerAnnualIncome',
      'hasHoa',
      'taxFileType',
      'productPreference',
      'cashOutPurpose',
      'incomeSource',
    ]);
    expect(incomplete.errors.every((e) => e.code === 'INCOMPLETE')).toBe(true);

    await call(t, 'save', { uuid, answers: { ...COMPLETE_ANSWERS, hasSecondLoan: true, secondLoanBalance: 30000, paysOffSecondLoan: false } }, cookie);
    const denied = await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie);
    expect(denied.errors).toEqual([
      {
        code: 'DENIED_SECOND_LOAN_NO_PAYOFF',
        field: 'paysOffSecondLoan',
        message:
          'The partnership is not available with both a first and a second mortgage unless the second is paid off. Edit your answers if you will pay it off.',
      },
    ]);

    await call(t, 'save', { uuid, answers: { hasSecondLoan: false } }, cookie);
    const submitted = await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie);
    expect(submitted.errors).toEqual([]);
    expect(submitted.restructureApplication).toMatchObject({
      stage: 'DOCUMENT_UPLOAD',
      stageHistory: [{ event: 'SUBMIT_APPROVAL', fromStage: 'APPROVAL', toStage: 'DOCUMENT_UPLOAD', actor: 'APPLICANT' }],
    });
    expect(submitted.restructureApplication!.approvalSubmittedAt).toBeTruthy();
    expect((submitted.restructureApplication!.sections as Array<{ status: string }>).every((s) => s.status === 'LOCKED')).toBe(true);

    const audit = await t.db('restructureApplicationEvents').where({ applicationUuid: uuid });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ event: 'SUBMIT_APPROVAL', actor: 'APPLICANT', actorName: owner.uuid });

    const again = await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie);
    expect(again.errors).toEqual([
      { code: 'STAGE_TRANSITION_NOT_ALLOWED', field: null, message: 'SUBMIT_APPROVAL cannot happen while the application is at document upload.' },
    ]);
    const late = await call(t, 'save', { uuid, answers: { hasHoa: false } }, cookie);
    expect(late.errors[0]!.code).toBe('APPLICATION_SUBMITTED');

    const mail = await t.db('mailOutbox').where({ subject: 'We received your partnership application' });
    expect(mail.length).toBeGreaterThanOrEqual(1);
  });

  it('lets the automatic review deny, with its code, what only the review can tell', async () => {
    const uuid = await startApplication(t, owner.uuid, cookie, { creditScoreEstimate: 'SCORE_600_619' });
    await call(t, 'save', { uuid, answers: COMPLETE_ANSWERS }, cookie);
    const submitted = await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie);
    expect(submitted.errors).toEqual([]);
    await untilStage(t, uuid, 'DENIED');
    const application: Application = await load(t, uuid, cookie);
    expect(application.denial).toEqual({
      code: 'DENIED_CREDIT',
      message: 'Given the information you entered, you do not meet the investment criteria for the partnership.',
    });
    expect(application.stageHistory).toEqual([
      { event: 'SUBMIT_APPROVAL', fromStage: 'APPROVAL', toStage: 'DOCUMENT_UPLOAD', actor: 'APPLICANT', reason: null },
      {
        event: 'DENY',
        fromStage: 'DOCUMENT_UPLOAD',
        toStage: 'DENIED',
        actor: 'SYSTEM',
        reason: 'Given the information you entered, you do not meet the investment criteria for the partnership.',
      },
    ]);
    const closed = await call(t, 'completeUploads', { uuid }, cookie);
    expect(closed.errors).toEqual([{ code: 'STAGE_CLOSED', field: null, message: 'This application is denied and can no longer change.' }]);
  });
});
