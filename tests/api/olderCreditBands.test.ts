import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { prequalInput } from './prequalInput.js';

const CREATE_PREQUAL = `mutation ($prequalInput: PrequalInput!) {
  createPrequal(prequalInput: $prequalInput) { prequals { uuid creditScoreEstimate } errors { code message field } } }`;
type Answer = { createPrequal: { prequals: Array<{ uuid: string; creditScoreEstimate: string }> } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('older finer credit bands on input (spec section 3)', () => {
  it('takes an older finer band and stores and answers the band that holds it', async () => {
    const result = await t.gql<Answer>(CREATE_PREQUAL, { prequalInput: prequalInput({ creditScoreEstimate: 'SCORE_790_799' }) });
    expect(result.errors).toBeUndefined();
    const prequal = result.data!.createPrequal.prequals[0]!;
    expect(prequal.creditScoreEstimate).toBe('SCORE_780_799');
    expect((await t.db('prequals').where({ uuid: prequal.uuid }).first()).creditScoreEstimate).toBe('SCORE_780_799');
  });

  it('still takes the 14 bands, and refuses a code no band holds as GraphQL does', async () => {
    expect(
      (await t.gql<Answer>(CREATE_PREQUAL, { prequalInput: prequalInput({ creditScoreEstimate: 'SCORE_680_699' }) })).data!.createPrequal.prequals[0]!
        .creditScoreEstimate,
    ).toBe('SCORE_680_699');
    const refused = await t.gql(CREATE_PREQUAL, { prequalInput: prequalInput({ creditScoreEstimate: 'SCORE_690_709' }) });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
