import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser, startApplication } from './support.js';

let t: TestApp;
let buyer: string;
let buyerUuid: string;

beforeAll(async () => {
  t = await createTestApp();
  buyerUuid = await insertUser(t, 'active-buyer@example.com', 'active-buyer-password-2026');
  buyer = await t.sessionCookie('active-buyer@example.com', 'active-buyer-password-2026');
}, 60_000);
afterAll(() => t.close());

type Active = { uuid: string; type: string; prequalUuid: string | null };

async function activeApplications(cookie: string): Promise<Active[]> {
  const answer = await t.gql<{ me: { activeApplications: Active[] } }>('{ me { activeApplications { uuid type prequalUuid } } }', {}, cookie);
  if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.me.activeApplications;
}

describe('User.activeApplications', () => {
  it('§3.19 includes a purchase application under way, with its type and prequal', async () => {
    const uuid = await startApplication(t, buyerUuid, buyer);
    const { prequalUuid } = await t.db('purchaseApplications').where({ uuid }).first();
    expect(await activeApplications(buyer)).toContainEqual({ uuid, type: 'PURCHASE', prequalUuid });
  });

  it.each(['CLOSED', 'DENIED', 'EXPIRED'])('§3.19 leaves out a purchase application that is %s', async (stage) => {
    const uuid = await startApplication(t, buyerUuid, buyer);
    await t.db('purchaseApplications').where({ uuid }).update({ stage });
    expect((await activeApplications(buyer)).map((application) => application.uuid)).not.toContain(uuid);
  });
});
