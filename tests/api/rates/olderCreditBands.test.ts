import { buildSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOlderCreditBands } from '#api/graphql/olderCreditBands';
import { createTestApp, type TestApp } from '../harness.js';
import { prequalInput } from '../prequalInput.js';

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

describe('older credit bands wherever an input can hold one', () => {
  // Inputs that refer to each other in a cycle, a band two levels down in a list, and one that holds none.
  const schema = buildSchema(`
    enum CreditScoreRange { SCORE_780_799 SCORE_680_699 }
    input Household { members: [Member!], band: CreditScoreRange }
    input Member { household: Household, band: CreditScoreRange }
    input Note { text: String, reply: Note }
    type Query { ask(household: Household, note: Note, band: CreditScoreRange): Int }
  `);
  // An envelop plugin, not a React hook: built once, outside any function.
  const plugin = useOlderCreditBands();
  const rewrite = (variableValues: Record<string, unknown>) => {
    const document = parse('query ($household: Household, $note: Note, $band: CreditScoreRange) { ask(household: $household, note: $note, band: $band) }');
    (plugin.onExecute as (payload: unknown) => void)({ args: { document, schema, variableValues } });
    return variableValues;
  };

  it('replaces older codes at the top, in nested lists and through a cycle, and passes other inputs over untouched', () => {
    const note = { text: 'SCORE_790_799', reply: { text: 'hi' } };
    const rewritten = rewrite({
      band: 'SCORE_790_799',
      household: { band: 'SCORE_680_699', members: [{ band: 'SCORE_790_799', household: { members: [{ band: 'SCORE_790_799' }] } }] },
      note,
    });
    expect(rewritten).toEqual({
      band: 'SCORE_780_799',
      household: { band: 'SCORE_680_699', members: [{ band: 'SCORE_780_799', household: { members: [{ band: 'SCORE_780_799' }] } }] },
      note: { text: 'SCORE_790_799', reply: { text: 'hi' } },
    });
    expect(rewritten.note).toBe(note);
  });

  it('leaves an input that holds only current bands as it was (the same objects, no copies)', () => {
    const household = { band: 'SCORE_680_699', members: [{ band: 'SCORE_780_799', household: { members: [{ band: 'SCORE_680_699' }] } }] };
    expect(rewrite({ household, band: 'SCORE_780_799' })).toEqual({ household, band: 'SCORE_780_799' });
    expect(rewrite({ household }).household).toBe(household);
  });

  it('copies only the objects on the way to an older band, never changing the values sent', () => {
    const untouched = { band: 'SCORE_680_699' };
    const members = [untouched, { band: 'SCORE_790_799' }];
    const rewritten = rewrite({ household: { members } }) as { household: { members: unknown[] } };
    expect(rewritten.household.members).toEqual([{ band: 'SCORE_680_699' }, { band: 'SCORE_780_799' }]);
    expect(rewritten.household.members[0]).toBe(untouched);
    expect(members[1]).toEqual({ band: 'SCORE_790_799' });
  });
});
