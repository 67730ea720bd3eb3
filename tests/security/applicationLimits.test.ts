import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_APPLICATIONS_PER_PRODUCT } from '#core/applicationLists/index';
import { MAX_BYTES_PER_ACCOUNT, MAX_BYTES_PER_APPLICATION } from '#core/documents/index';
import { insertRefinanceApplication, samples, UPLOAD, uploadRequest } from '../api/documents/documentsSupport.js';
import { createTestApp, type TestApp } from '../api/harness.js';
import { BUYER_PREQUAL } from '../api/purchaseApplication/support.js';
import { WORKED_EXAMPLE_PREQUAL } from '../api/restructureApplication/support.js';
import { insertPrequal, insertUser } from '../api/refinanceApplicationSupport.js';

// One account may keep only a few applications of each product open at once, and its uploads
// across all its applications are limited, however many applications it starts.

const START = {
  REFINANCE:
    'mutation ($input: StartRefinanceApplicationInput!) { started: startRefinanceApplication(input: $input) { application: refinanceApplication { uuid } errors { code } } }',
  RESTRUCTURE:
    'mutation ($input: StartRestructureApplicationInput!) { started: startRestructureApplication(input: $input) { application: restructureApplication { uuid } errors { code } } }',
  PURCHASE:
    'mutation ($input: StartPurchaseApplicationInput!) { started: startPurchaseApplication(input: $input) { application: purchaseApplication { uuid } errors { code } } }',
} as const;
const PREQUAL = { REFINANCE: {}, RESTRUCTURE: WORKED_EXAMPLE_PREQUAL, PURCHASE: BUYER_PREQUAL };
const PRODUCT_NAME = { REFINANCE: 'refinance', RESTRUCTURE: 'restructure', PURCHASE: 'partner purchase' };
type Product = keyof typeof START;
type Started = { started: { application: { uuid: string } | null; errors: Array<{ code: string }> } | null };

let t: TestApp;
/** An account that starts one application of each product: another account's count is its own. */
let bystander: { userUuid: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  bystander = await newAccount();
});
afterAll(() => t.close());

/** A new account of its own, signed in. */
async function newAccount(): Promise<{ userUuid: string; cookie: string }> {
  const email = `limits-${randomUUID().slice(0, 8)}@example.com`;
  const userUuid = await insertUser(t, email, 'limits-password-2026');
  return { userUuid, cookie: await t.sessionCookie(email, 'limits-password-2026') };
}

async function start(product: Product, account: { userUuid: string; cookie: string }, prequalUuid?: string) {
  const prequal = prequalUuid ?? (await insertPrequal(t, account.userUuid, PREQUAL[product]));
  return { prequal, ...(await t.gql<Started>(START[product], { input: { prequalUuid: prequal } }, account.cookie)) };
}

describe('open applications per account', () => {
  it.each(['REFINANCE', 'RESTRUCTURE', 'PURCHASE'] as const)('refuses one %s application more than the limit, with a code', async (product) => {
    const account = await newAccount();
    const started: string[] = [];
    for (let i = 0; i < MAX_OPEN_APPLICATIONS_PER_PRODUCT; i++) {
      const { data, errors, prequal } = await start(product, account);
      expect(errors).toBeUndefined();
      expect(data?.started?.application?.uuid).toBeTruthy();
      started.push(prequal);
    }

    const refused = await start(product, account);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(
      `You already have ${MAX_OPEN_APPLICATIONS_PER_PRODUCT} open ${PRODUCT_NAME[product]} applications, the most an account can have at once. Continue one of them instead.`,
    );
    // Starting again from a prequal already started returns its application, as before.
    expect((await start(product, account, started[0])).data?.started?.application?.uuid).toBeTruthy();
    // Another product, and another account, are counted apart.
    const other: Product = product === 'PURCHASE' ? 'RESTRUCTURE' : 'PURCHASE';
    expect((await start(other, account)).data?.started?.application?.uuid).toBeTruthy();
    expect((await start(product, bystander)).data?.started?.application?.uuid).toBeTruthy();
  });

  it('lets an account start another once one of its applications has ended', async () => {
    const account = await newAccount();
    const uuids: string[] = [];
    for (let i = 0; i < MAX_OPEN_APPLICATIONS_PER_PRODUCT; i++) uuids.push((await start('RESTRUCTURE', account)).data!.started!.application!.uuid);
    expect((await start('RESTRUCTURE', account)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // As the expiry job leaves an application past its date.
    await t.db('restructureApplications').where({ uuid: uuids[0] }).update({ stage: 'EXPIRED' });
    expect((await start('RESTRUCTURE', account)).data?.started?.application?.uuid).toBeTruthy();
  });
});

describe('document storage per account', () => {
  /** Uploads the account already keeps on one of its applications, as earlier uploads left them. */
  async function keptUploads(userUuid: string, applicationUuid: string, bytes: number) {
    await t.db('documents').insert({
      userUuid,
      applicationType: 'REFINANCE',
      applicationUuid,
      type: 'PAYSTUB',
      name: 'paystub.pdf',
      size: bytes,
      contentType: 'application/pdf',
      sha256: '0'.repeat(64),
      isSystemUpload: false,
      scanStatus: 'CLEAN',
      storageKey: `documents/refinance/${applicationUuid}/${randomUUID()}`,
    });
  }

  const upload = (cookie: string, applicationUuid: string) =>
    uploadRequest(t, cookie, UPLOAD, { applicationType: 'REFINANCE', applicationUuid, type: 'W2_1099' }, { bytes: samples.pdf(), name: 'w2.pdf' });

  it('refuses an upload that would take the account past its total, though its application has room', async () => {
    const account = await newAccount();
    // Five applications holding, together, ten bytes less than the account's total, each under its own limit.
    const used = MAX_BYTES_PER_ACCOUNT - 10;
    const each = Math.floor(used / 5);
    expect(used - 4 * each).toBeLessThanOrEqual(MAX_BYTES_PER_APPLICATION);
    for (let i = 0; i < 5; i++) await keptUploads(account.userUuid, await insertRefinanceApplication(t, account.userUuid), i < 4 ? each : used - 4 * each);
    const roomy = await insertRefinanceApplication(t, account.userUuid);

    const refused = await upload(account.cookie, roomy);
    expect(refused.body.data?.uploadDocument).toEqual({
      document: null,
      errors: [
        {
          code: 'QUOTA_EXCEEDED',
          field: 'file',
          message: `This file would take your documents, across all your applications, past 1024 MB (${Math.round((used / (1024 * 1024)) * 10) / 10} MB used). Delete a document you no longer need first.`,
        },
      ],
    });
    expect(await t.db('documents').where({ applicationUuid: roomy })).toEqual([]);

    // Another account's application of the same size takes the same file.
    const other = await newAccount();
    expect((await upload(other.cookie, await insertRefinanceApplication(t, other.userUuid))).body.data?.uploadDocument.errors).toEqual([]);
  });
});
