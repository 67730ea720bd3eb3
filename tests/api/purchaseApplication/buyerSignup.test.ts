import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_IN_USE } from '#core/account/email';
import { CreatePurchasePrequalDocument, type CreatePurchasePrequalMutation } from '#generated/web';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO } from './support.js';

// The buyer prequal and account of /purchase/create-account, sent as the page sends them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buyerPrequal = {
  productFunnel: 'PURCHASE',
  estimatedPropertyValue: 600000,
  downPayment: 80000,
  propertyLocation: { state: 'CA', country: 'US' },
  propertyUse: 'PRIMARY_RESIDENCE',
  creditScoreEstimate: 'SCORE_740_759',
};

async function signUp(email: string) {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
    body: JSON.stringify({
      query: print(CreatePurchasePrequalDocument),
      variables: { prequalInput: buyerPrequal, newUserInput: { firstName: 'Dana', lastName: 'Again', email, password: 'dana-signs-up-twice-2026' } },
    }),
  });
  const body = (await response.json()) as { data?: CreatePurchasePrequalMutation; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { payload: body.data!.createPrequal, response };
}

/** What a sign-up writes: users, prequals, sessions and mail. */
async function counts() {
  const rows = await Promise.all(['users', 'prequals', 'sessions', 'mailOutbox'].map((table) => t.db(table).count({ n: '*' }).first()));
  return rows.map((row) => Number(row!.n));
}

describe('a buyer prequal with a new account', () => {
  it(`is refused with '${EMAIL_IN_USE}' on the email for an address that has an account, writing nothing`, async () => {
    const before = await counts();
    const prequalsOfDemo = await t.db('prequals').where({ userUuid: DEMO.uuid }).count({ n: '*' }).first();
    const { payload, response } = await signUp(` ${DEMO.email.toUpperCase()} `);
    expect(payload.errors).toEqual([expect.objectContaining({ code: 'EMAIL_IN_USE', field: 'newUserInput.email', message: EMAIL_IN_USE })]);
    expect(payload.user).toBeNull();
    expect(payload.prequals).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await counts()).toEqual(before);
    expect(await t.db('prequals').where({ userUuid: DEMO.uuid }).count({ n: '*' }).first()).toEqual(prequalsOfDemo);
  });

  it('creates the account and its purchase prequal for a new address', async () => {
    const before = await counts();
    const { payload } = await signUp('dana.new@example.com');
    expect(payload.errors).toEqual([]);
    expect(payload.prequals).toEqual([expect.objectContaining({ productFunnel: 'PURCHASE' })]);
    const [users, prequals] = await counts();
    expect([users, prequals]).toEqual([before[0]! + 1, before[1]! + 1]);
  });
});
