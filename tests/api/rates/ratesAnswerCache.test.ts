import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { RatesPageDocument } from '#generated/web';
import { ratesInput } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The SQL the app runs while `action` does, leaving out the periodic check of which sheet is active. */
async function statementsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const record = (query: { sql: string }) => {
    if (!/from "rate_sheets"/.test(query.sql)) statements.push(query.sql);
  };
  t.db.on('query', record);
  try {
    await action();
  } finally {
    t.db.off('query', record);
  }
  return statements;
}

describe('a repeated rates search', () => {
  it('is answered as before without a statement to the database', async () => {
    const input = ratesInput({ remainingMortgageAmount: 301_000, baseLoanAmount: 301_000 });
    const first = await t.gql(RatesPageDocument, { ratesInput: input });
    expect(first.errors).toBeUndefined();
    expect(first.data?.ratesPage.rateOptions.length).toBeGreaterThan(0);

    let again: typeof first | undefined;
    const statements = await statementsDuring(async () => {
      again = await t.gql(RatesPageDocument, { ratesInput: input });
    });
    expect(statements).toEqual([]);
    expect(again).toEqual(first);
  });

  it('never shares an answer that asks for more than rates: each caller gets their own', async () => {
    const query = `query ratesAndMe($ratesInput: RatesInput!) { ratesPage(ratesInput: $ratesInput) { pricingResultUuid } me { email } }`;
    const variables = { ratesInput: ratesInput({ remainingMortgageAmount: 302_000, baseLoanAmount: 302_000 }) };
    const visitor = await t.gql<{ ratesPage: { pricingResultUuid: string }; me: { email: string } | null }>(query, variables);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.me).toBeNull();

    const cookie = await t.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    const homeowner = await t.gql<{ ratesPage: { pricingResultUuid: string }; me: { email: string } | null }>(query, variables, cookie);
    expect(homeowner.errors).toBeUndefined();
    expect(homeowner.data?.me?.email).toBe('demo@roofline.test');
    expect(homeowner.data?.ratesPage.pricingResultUuid).toBe(visitor.data?.ratesPage.pricingResultUuid);
  });
});
