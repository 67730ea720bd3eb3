import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedLeadPipeline } from '#api/adapters/leadPipeline/EmbeddedLeadPipeline';
import { createTestApp, type TestApp } from '../harness.js';
import { prequalInput } from '../prequalInput.js';
import { insertPrequal } from '../refinanceApplicationSupport.js';

const CREATE_PREQUAL = /* GraphQL */ `
  mutation ($prequalInput: PrequalInput!) {
    createPrequal(prequalInput: $prequalInput) {
      prequals {
        uuid
        leadPipelineDealId
      }
      errors {
        code
      }
    }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createPrequal(overrides: Record<string, unknown> = {}): Promise<{ uuid: string; leadPipelineDealId: string | null }> {
  const answer = await t.gql<{ createPrequal: { prequals: Array<{ uuid: string; leadPipelineDealId: string | null }>; errors: unknown[] } }>(CREATE_PREQUAL, {
    prequalInput: prequalInput(overrides),
  });
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.createPrequal.errors).toEqual([]);
  return answer.data!.createPrequal.prequals[0]!;
}

describe('Prequal.leadPipelineDealId', () => {
  it('§3.47 a new prequal opens a deal in the lead pipeline and carries its id', async () => {
    const prequal = await createPrequal();
    expect(prequal.leadPipelineDealId).toMatch(/^RL-\d{8,}$/);
    const stored = await t.db('prequals').where({ uuid: prequal.uuid }).first();
    expect(stored.leadPipelineDealId).toBe(prequal.leadPipelineDealId);
  });

  it('§3.47 gives each prequal its own deal id', async () => {
    const first = await createPrequal();
    const second = await createPrequal({ productFunnel: 'PURCHASE' });
    expect(second.leadPipelineDealId).toMatch(/^RL-\d{8,}$/);
    expect(second.leadPipelineDealId).not.toBe(first.leadPipelineDealId);
  });
});

describe('the embedded lead pipeline', () => {
  it('§3.47 numbers deals uniquely across server processes and answers the same id for the same prequal', async () => {
    // Two servers, two adapters over the one database, no memory shared between them.
    const servers = [new EmbeddedLeadPipeline(t.db), new EmbeddedLeadPipeline(t.db)];
    const prequals = await Promise.all(Array.from({ length: 6 }, () => insertPrequal(t, null)));
    const lead = (prequalUuid: string) => ({ prequalUuid, productFunnel: 'FINANCING', state: 'CA', email: null });
    const ids = await Promise.all(prequals.map((uuid, index) => servers[index % 2]!.openDeal(lead(uuid))));
    expect(new Set(ids).size).toBe(prequals.length);
    for (const id of ids) expect(id).toMatch(/^RL-\d{8,}$/);
    expect(await servers[1]!.openDeal(lead(prequals[0]!))).toBe(ids[0]);
  });
});
