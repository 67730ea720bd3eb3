import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, isSealedAccessToken } from '#api/services/bankLinks/accessTokenCipher';
import { PARTNER_HOMEOWNER } from '#migrations/seeds/40_partner_homeowner';
import { up as sealAccessTokens } from '#migrations/20261223000100_sealed_bank_link_access_tokens';
import { createTestApp, type TestApp } from '../harness.js';
import { linkBankAccount } from '../properties/support.js';
import { DEMO } from '../restructureApplication/support.js';

const REFRESH =
  'mutation ($input: FinancialItemInput!) { refreshFinancialItem(input: $input) { financialItem { uuid error { code } } errors { code message } } }';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
});

afterAll(async () => {
  await t.close();
});

/** The token the provider gave for an item: what its own records (the sandbox's table) hold. */
async function providerToken(db: Knex, providerItemId: string): Promise<string> {
  return (await db('bankLinkSandboxItems').where({ itemId: providerItemId }).first()).accessToken as string;
}

/** Runs `work` in a transaction that is always rolled back, so the file's database stays as it was. */
async function rolledBack(work: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
  const trx = await t.db.transaction();
  try {
    await work(trx);
  } finally {
    await trx.rollback();
  }
}

describe('bank-link access tokens at rest', () => {
  it('stores the token sealed, never as given, and opens it for the provider', async () => {
    const item = await linkBankAccount(t, DEMO.uuid);
    const token = await providerToken(t.db, item.providerItemId);
    const row = (await t.db.raw('select * from financial_items where uuid = ?', [item.uuid])).rows[0] as Record<string, unknown>;
    expect(Object.keys(row)).not.toContain('access_token');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(isSealedAccessToken(row.access_token_sealed as string)).toBe(true);
    expect(accessTokenOf(t.config, { accessTokenSealed: row.access_token_sealed as string })).toBe(token);

    // The provider is asked with the opened token: the refresh finds the item at the sandbox.
    const { data } = await t.gql<{ refreshFinancialItem: { financialItem: { uuid: string; error: null }; errors: unknown[] } }>(
      REFRESH,
      { input: { financialItemUuid: item.uuid } },
      cookie,
    );
    expect(data?.refreshFinancialItem).toEqual({ financialItem: { uuid: item.uuid, error: null }, errors: [] });
  });

  it('opens the seeded demo link with the same key as the server', async () => {
    const seeded = await t.db('financialItems').where({ userUuid: PARTNER_HOMEOWNER.uuid, kind: 'BANK_ACCOUNT' }).first();
    expect(accessTokenOf(t.config, seeded)).toBe(await providerToken(t.db, seeded.providerItemId as string));
  });

  it('has the database refuse a plain token', async () => {
    const item = await linkBankAccount(t, DEMO.uuid);
    await expect(
      rolledBack(async (trx) => {
        await trx('financialItems').update({ accessTokenSealed: 'access-sandbox-plain' }).where({ uuid: item.uuid });
      }),
    ).rejects.toThrow(/financial_items_access_token_sealed_check/);
  });

  it('migrates plain tokens to sealed ones in place and leaves sealed ones alone', async () => {
    const plainItem = await linkBankAccount(t, DEMO.uuid);
    const sealedItem = await linkBankAccount(t, DEMO.uuid);
    const token = await providerToken(t.db, plainItem.providerItemId);
    await rolledBack(async (trx) => {
      // The table as it was before the migration: a plain token in access_token.
      await trx.raw('alter table financial_items drop constraint financial_items_access_token_sealed_check');
      await trx.raw('alter table financial_items rename column access_token_sealed to access_token');
      await trx.raw('update financial_items set access_token = ? where uuid = ?', [token, plainItem.uuid]);
      const sealedBefore = (await trx.raw('select access_token from financial_items where uuid = ?', [sealedItem.uuid])).rows[0].access_token as string;

      await sealAccessTokens(trx);

      const rows = await trx('financialItems').whereIn('uuid', [plainItem.uuid, sealedItem.uuid]);
      const converted = rows.find((row) => row.uuid === plainItem.uuid)!;
      expect(converted.accessTokenSealed).not.toContain(token);
      expect(accessTokenOf(t.config, converted)).toBe(token);
      expect(rows.find((row) => row.uuid === sealedItem.uuid)!.accessTokenSealed).toBe(sealedBefore);
    });
  });
});
