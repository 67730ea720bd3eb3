import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../harness.js';
import { prequalInput } from '../prequalInput.js';
import { RatesPageDocument } from '#generated/web';
import { ratesInput } from '../rates/support.js';
import { DENIAL_TEXT, type DenialCode } from '#core/partnership/index';

const CREATE_PREQUAL = /* GraphQL */ `
  mutation CreatePrequal($prequalInput: PrequalInput!, $newUserInput: NewUserInput, $refreshPricingResults: Boolean) {
    createPrequal(prequalInput: $prequalInput, newUserInput: $newUserInput, refreshPricingResults: $refreshPricingResults) {
      user {
        uuid
        email
        firstName
        hasPassword
      }
      prequals {
        uuid
        updatedAt
        propertyLocation {
          placeId
          streetNumber
          streetName
          zip
          locality
          state
          country
        }
        propertyUse
        estimatedPropertyValue
        outstandingMortgageBalance
        isCashingOut
        cashOutAmount
        creditScoreEstimate
        originalMortgageBalance
        mortgageType
        mortgageInterestType
        mortgageTerm
        isVeteran
        leadPipelineDealId
        productSelection
        productEligibility {
          restructureEligible
          refinanceEligible
          denials {
            code
            message
          }
        }
        applicationUuid
        propertyType
        isWaitlisted
        downPayment
        productFunnel
        program
        pricingResultUuid
      }
      errors {
        code
        message
        field
      }
    }
  }
`;

interface PrequalResult {
  uuid: string;
  propertyLocation: Record<string, unknown> | null;
  productEligibility: { restructureEligible: boolean; refinanceEligible: boolean; denials: Array<{ code: string; message: string }> };
  pricingResultUuid: string | null;
  [field: string]: unknown;
}
interface Payload {
  createPrequal: {
    user: { uuid: string; email: string; firstName: string | null; hasPassword: boolean } | null;
    prequals: PrequalResult[];
    errors: Array<{ code: string; message: string; field: string | null }>;
  };
}

let t: TestApp;
let demoCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  demoCookie = await t.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
});
afterAll(async () => {
  await t.close();
});

async function createPrequal(variables: Record<string, unknown>, cookie?: string) {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query: CREATE_PREQUAL, variables }),
  });
  const body = (await response.json()) as { data?: Payload; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { payload: body.data?.createPrequal ?? expect.unreachable('no payload'), response };
}

const denialCodes = async (overrides: Record<string, unknown>) =>
  (await createPrequal({ prequalInput: prequalInput(overrides) })).payload.prequals[0]?.productEligibility.denials.map((d) => d.code);

const myPrequals = async (cookie: string) =>
  (await t.gql<{ me: { prequals: Array<{ uuid: string }> } }>('{ me { prequals { uuid } } }', {}, cookie)).data?.me.prequals.map((p) => p.uuid);

describe('createPrequal', () => {
  it('stores an anonymous prequal with every field, the location cleaned, and eligibility computed', async () => {
    const { payload, response } = await createPrequal({ prequalInput: prequalInput() });
    // No session for a visitor: only the signed claim on this prequal (tests/security/prequalClaim.test.ts).
    expect(response.headers.get('set-cookie')).toMatch(/^roofline_prequal_claims=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(payload.errors).toEqual([]);
    expect(payload.user).toBeNull();
    expect(payload.prequals).toHaveLength(1);
    const [prequal] = payload.prequals;
    expect(prequal).toMatchObject({
      propertyLocation: {
        placeId: 'rl1_test',
        streetNumber: '1450',
        streetName: 'Larkin St',
        zip: '94109',
        locality: 'San Francisco',
        state: 'CA',
        country: 'US',
      },
      propertyUse: 'PRIMARY_RESIDENCE',
      estimatedPropertyValue: 500_000,
      outstandingMortgageBalance: 320_000,
      creditScoreEstimate: 'SCORE_740_759',
      mortgageTerm: 30,
      productFunnel: 'FINANCING',
      isWaitlisted: false,
      applicationUuid: null,
      pricingResultUuid: null,
      productEligibility: { restructureEligible: true, refinanceEligible: true, denials: [] },
    });
    const stored = await t.db('prequals').where({ uuid: prequal?.uuid }).first();
    expect(stored.userUuid).toBeNull();
    expect(stored.propertyLocation).not.toHaveProperty('neighborhood');
  });

  it('creates and signs in a new user, setting the session cookie like the REST login', async () => {
    const { payload, response } = await createPrequal({
      prequalInput: prequalInput(),
      newUserInput: { email: 'Maya.Lopez@example.com', firstName: 'Maya', lastName: 'Lopez', tel: '(415) 555-0199', password: 'a long enough password' },
    });
    expect(payload.errors).toEqual([]);
    expect(payload.user).toMatchObject({ email: 'Maya.Lopez@example.com', firstName: 'Maya', hasPassword: true });
    expect(payload.prequals).toHaveLength(1);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^roofline_session=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const cookie = cookieFrom(response);
    const me = await t.gql<{ me: { email: string; prequals: Array<{ uuid: string }> } }>('{ me { email prequals { uuid } } }', {}, cookie);
    expect(me.data?.me.email).toBe('Maya.Lopez@example.com');
    expect(me.data?.me.prequals.map((p) => p.uuid)).toEqual(payload.prequals.map((p) => p.uuid));
    expect(await t.db('mail_outbox').where({ toAddress: 'Maya.Lopez@example.com' }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it("answers 'Error: Email is already in use' for a taken email, storing nothing", async () => {
    const before = await t.db('prequals').count({ n: '*' }).first();
    const { payload, response } = await createPrequal({ prequalInput: prequalInput(), newUserInput: { email: 'DEMO@roofline.test' } });
    expect(payload.errors).toEqual([{ code: 'EMAIL_IN_USE', message: 'Error: Email is already in use', field: 'newUserInput.email' }]);
    expect(payload.user).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await t.db('prequals').count({ n: '*' }).first()).toEqual(before);
  });

  it('adds to the signed-in user’s prequals, newest first', async () => {
    const first = await createPrequal({ prequalInput: prequalInput() }, demoCookie);
    const second = await createPrequal({ prequalInput: prequalInput({ cashOutAmount: 20_000, isCashingOut: true }) }, demoCookie);
    expect(second.payload.user?.email).toBe('demo@roofline.test');
    const uuids = second.payload.prequals.map((p) => p.uuid);
    expect(uuids.slice(0, 2)).toEqual([second.payload.prequals[0]?.uuid, first.payload.prequals[0]?.uuid]);
    expect(await myPrequals(demoCookie)).toEqual(uuids);
  });

  it('links the quoted pricing result when asked to refresh pricing results', async () => {
    const { payload } = await createPrequal({ prequalInput: prequalInput(), refreshPricingResults: true });
    const rates = await t.gql(RatesPageDocument, { ratesInput: ratesInput() });
    expect(payload.prequals[0]?.pricingResultUuid).toBe(rates.data?.ratesPage.pricingResultUuid);
  });

  it('refuses impossible values field by field', async () => {
    const { payload } = await createPrequal({ prequalInput: prequalInput({ estimatedPropertyValue: -1, mortgageTerm: 55 }) });
    expect(payload.errors.map((e) => e.field)).toEqual(['prequalInput.estimatedPropertyValue', 'prequalInput.mortgageTerm']);
    expect(payload.prequals).toEqual([]);
  });
});

describe('partnership eligibility denials', () => {
  // Every code of spec section 8 through the API, with the words of core/partnership's one table.
  it.each([
    ['credit below 620', { creditScoreEstimate: 'SCORE_600_619' }, ['DENIED_CREDIT']],
    ['credit below the partnership minimum', { creditScoreEstimate: 'SCORE_549_DOWN' }, ['DENIED_CREDIT']],
    ['an address the geocoder puts in another state', { propertyLocation: { ...prequalInput().propertyLocation, zip: '10118' } }, ['MANUAL_REVIEW_REQUIRED']],
    ['a territory', { propertyLocation: { ...prequalInput().propertyLocation, state: 'PR', zip: '00901', locality: 'San Juan' } }, ['OUT_OF_AREA']],
    ['a cash-out over $150,000', { isCashingOut: true, cashOutAmount: 150_001, outstandingMortgageBalance: 100_000 }, ['DENIED_TOO_MUCH_CASH']],
    ['a vacation home', { propertyUse: 'VACATION_HOME' }, ['DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']],
    ['an investment property', { propertyUse: 'INVESTMENT_PROPERTY' }, ['DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']],
    ['a second mortgage left in place', { secondMortgageBalance: 30_000, isPayingOffSecondMortgage: false }, ['DENIED_SECOND_LOAN_NO_PAYOFF']],
    ['a home worth over $2 million', { estimatedPropertyValue: 2_000_001 }, ['EXCEEDS_MAX_HOME_PRICE']],
    ['a state not licensed', { propertyLocation: { ...prequalInput().propertyLocation, state: 'NY', zip: '10118', locality: 'New York' } }, ['OUT_OF_STATE']],
    ['under 10% equity after the investment', { outstandingMortgageBalance: 420_000, isCashingOut: true, cashOutAmount: 40_000 }, ['DENIED_HIGH_LTV']],
  ])('denies %s', async (_name, overrides, codes) => {
    const { payload } = await createPrequal({ prequalInput: prequalInput(overrides) });
    const eligibility = payload.prequals[0]?.productEligibility;
    expect(eligibility?.denials).toEqual(codes.map((code) => ({ code, message: DENIAL_TEXT[code as DenialCode].message })));
    expect(eligibility?.restructureEligible).toBe(false);
  });

  it.each([
    ['credit of 620-639', { creditScoreEstimate: 'SCORE_620_639' }],
    ['exactly $150,000 of cash', { isCashingOut: true, cashOutAmount: 150_000, outstandingMortgageBalance: 100_000 }],
    ['a home worth exactly $2 million', { estimatedPropertyValue: 2_000_000 }],
    ['owing exactly 90% after the cash', { outstandingMortgageBalance: 410_000, isCashingOut: true, cashOutAmount: 40_000 }],
  ])('accepts %s', async (_name, overrides) => {
    const eligibility = (await createPrequal({ prequalInput: prequalInput(overrides) })).payload.prequals[0]?.productEligibility;
    expect(eligibility).toMatchObject({ restructureEligible: true, denials: [] });
  });

  it('lists every denial at once in the spec’s order', async () => {
    const location = { ...prequalInput().propertyLocation, state: 'NY', zip: '10118', locality: 'New York' };
    expect(
      await denialCodes({
        propertyLocation: location,
        creditScoreEstimate: 'SCORE_549_DOWN',
        isCashingOut: true,
        cashOutAmount: 200_000,
        propertyUse: 'INVESTMENT_PROPERTY',
        secondMortgageBalance: 30_000,
        isPayingOffSecondMortgage: false,
        estimatedPropertyValue: 2_500_000,
        outstandingMortgageBalance: 2_200_000,
      }),
    ).toEqual([
      'DENIED_CREDIT',
      'DENIED_TOO_MUCH_CASH',
      'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY',
      'DENIED_SECOND_LOAN_NO_PAYOFF',
      'EXCEEDS_MAX_HOME_PRICE',
      'OUT_OF_STATE',
      'DENIED_HIGH_LTV',
    ]);
    expect(
      await denialCodes({
        propertyLocation: { ...prequalInput().propertyLocation, streetNumber: null },
        creditScoreEstimate: 'SCORE_549_DOWN',
        propertyUse: 'VACATION_HOME',
      }),
    ).toEqual(['DENIED_CREDIT', 'MANUAL_REVIEW_REQUIRED', 'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY']);
  });

  it('waits for the home’s value before judging it, and does not call the prequal eligible without it', async () => {
    const eligibility = (await createPrequal({ prequalInput: prequalInput({ estimatedPropertyValue: null, outstandingMortgageBalance: 900_000 }) })).payload
      .prequals[0]?.productEligibility;
    expect(eligibility).toMatchObject({ restructureEligible: false, denials: [] });
  });

  it('accepts a second mortgage that the refinance pays off', async () => {
    expect(await denialCodes({ secondMortgageBalance: 30_000, isPayingOffSecondMortgage: true })).toEqual([]);
  });

  it('tells out of state, out of area and unverifiable addresses apart', async () => {
    const location = prequalInput().propertyLocation;
    expect(await denialCodes({ propertyLocation: { ...location, state: 'NY', zip: '10118', locality: 'New York' } })).toEqual(['OUT_OF_STATE']);
    expect(await denialCodes({ propertyLocation: { ...location, state: 'PR', zip: '00901', locality: 'San Juan' } })).toEqual(['OUT_OF_AREA']);
    expect(await denialCodes({ propertyLocation: { ...location, zip: '10118' } })).toEqual(['MANUAL_REVIEW_REQUIRED']);
    expect(await denialCodes({ propertyLocation: { ...location, streetNumber: null } })).toEqual(['MANUAL_REVIEW_REQUIRED']);
  });

  it('lists every denial that applies, with the spec’s texts, and marks refinance eligibility from pricing', async () => {
    const { payload } = await createPrequal({
      prequalInput: prequalInput({ propertyUse: 'INVESTMENT_PROPERTY', isCashingOut: true, cashOutAmount: 160_000, outstandingMortgageBalance: 100_000 }),
    });
    const eligibility = payload.prequals[0]?.productEligibility;
    expect(eligibility?.restructureEligible).toBe(false);
    expect(eligibility?.refinanceEligible).toBe(true);
    expect(eligibility?.denials).toEqual([
      { code: 'DENIED_TOO_MUCH_CASH', message: 'Your cash out exceeds our current limit of $150,000.' },
      { code: 'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY', message: 'The partnership is not available for secondary residences or investment properties.' },
    ]);
    const outOfState = await createPrequal({
      prequalInput: prequalInput({ propertyLocation: { state: 'NY', zip: '10118', streetNumber: '350', streetName: '5th Ave' } }),
    });
    expect(outOfState.payload.prequals[0]?.productEligibility.refinanceEligible).toBe(false);
  });
});

describe('ownership', () => {
  it("never shows another user's prequal, nor a visitor's", async () => {
    const visitor = await createPrequal({ prequalInput: prequalInput() });
    const other = await createPrequal({ prequalInput: prequalInput(), newUserInput: { email: 'other.owner@example.com' } });
    const otherCookie = cookieFrom(other.response);
    const mine = await createPrequal({ prequalInput: prequalInput() }, demoCookie);

    const demoSees = await myPrequals(demoCookie);
    const otherSees = await myPrequals(otherCookie);
    expect(demoSees).toContain(mine.payload.prequals[0]?.uuid);
    expect(demoSees).not.toContain(other.payload.prequals[0]?.uuid);
    expect(demoSees).not.toContain(visitor.payload.prequals[0]?.uuid);
    expect(otherSees).toEqual(other.payload.prequals.map((p) => p.uuid));
    expect(mine.payload.prequals.map((p) => p.uuid)).not.toContain(other.payload.prequals[0]?.uuid);
    expect(other.payload.user?.uuid).not.toBe(mine.payload.user?.uuid);
  });
});
