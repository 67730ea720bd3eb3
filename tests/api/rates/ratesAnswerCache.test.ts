import { parse, type DocumentNode, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksOnlyRates, SHARED_ANSWER_FIELDS, useRatesAnswerCache } from '#api/graphql/ratesAnswerCache';
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

const RATES_PAGE = 'query ratesPage($ratesInput: RatesInput!) { ratesPage(ratesInput: $ratesInput) { __typename } }';
type Hooks = { onExecuteDone: (payload: { result: ExecutionResult }) => void } | void;
type OnExecute = (payload: unknown) => Promise<Hooks>;

describe('the kept rates answers', () => {
  // An envelop plugin, not a React hook: built once, outside any function.
  const plugin = useRatesAnswerCache();
  /** One execution through the plugin: the answer it kept, if it had one, and its hooks otherwise. */
  const execute = async (document: DocumentNode, variableValues: Record<string, unknown>) => {
    let kept: ExecutionResult | undefined;
    const hooks = await (plugin.onExecute as OnExecute)({
      args: { document, operationName: 'ratesPage', variableValues, contextValue: { db: t.db, params: { query: RATES_PAGE } } },
      setResultAndStopExecution: (result: ExecutionResult) => (kept = result),
    });
    return { kept, hooks };
  };

  it('answer the same document with the same variables, and nothing else', async () => {
    const document = parse(RATES_PAGE);
    const first = await execute(document, { ratesInput: { remainingMortgageAmount: 310_001 } });
    expect(first.kept).toBeUndefined();
    first.hooks!.onExecuteDone({ result: { data: { ratesPage: { __typename: 'RatesPage', n: 1 } } } });

    const again = await execute(document, { ratesInput: { remainingMortgageAmount: 310_001 } });
    expect(again.kept?.data).toEqual({ ratesPage: { __typename: 'RatesPage', n: 1 } });
    expect(again.hooks).toBeUndefined();

    expect((await execute(document, { ratesInput: { remainingMortgageAmount: 310_002 } })).kept).toBeUndefined();
    // The same text parsed again (its parser cache entry gone) is a new document: asked afresh.
    expect((await execute(parse(RATES_PAGE), { ratesInput: { remainingMortgageAmount: 310_001 } })).kept).toBeUndefined();
  });

  it('never hold an answer that carries errors', async () => {
    const document = parse(RATES_PAGE);
    const first = await execute(document, { ratesInput: { remainingMortgageAmount: 310_003 } });
    first.hooks!.onExecuteDone({ result: { data: null, errors: [{ message: 'no' } as never] } });
    expect((await execute(document, { ratesInput: { remainingMortgageAmount: 310_003 } })).kept).toBeUndefined();
  });
});

describe('which rates queries share one kept answer among all callers', () => {
  const shared = (query: string) => asksOnlyRates(parse(query), undefined);

  it('are only those whose every top-level field answers the same for every caller', () => {
    // Adding a field here shares its answer between a visitor and every signed-in homeowner.
    expect([...SHARED_ANSWER_FIELDS].sort()).toEqual(['__typename', 'ratesPage']);
    expect(shared('query { ratesPage(ratesInput: {}) { pricingResultUuid } }')).toBe(true);
    expect(shared('query { __typename rates: ratesPage(ratesInput: {}) { pricingResultUuid } }')).toBe(true);
  });

  it('never include a query that also asks for the caller, a mutation, a fragment or a directive at the top', () => {
    expect(shared('query { ratesPage(ratesInput: {}) { pricingResultUuid } me { email } }')).toBe(false);
    expect(shared('mutation { __typename }')).toBe(false);
    expect(shared('query { ...Rates } fragment Rates on Query { ratesPage(ratesInput: {}) { pricingResultUuid } me { email } }')).toBe(false);
    expect(shared('query ($skip: Boolean!) { ratesPage(ratesInput: {}) @skip(if: $skip) { pricingResultUuid } }')).toBe(false);
  });
});
