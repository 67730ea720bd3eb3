import type { Knex } from 'knex';
import { loadConfig } from '../api/src/config.js';
import { accessTokenCipher, isSealedAccessToken, type AccessTokenCipher } from '../api/src/services/bankLinks/accessTokenCipher.js';

// Knex runs each migration in one transaction, so the rename and every converted row commit together.

/**
 * The bank-link provider's access tokens are kept sealed (AES-256-GCM, accessTokenCipher.ts):
 * the column is renamed so no code reads it as a token, existing plain tokens are sealed, and a
 * check refuses a plain value from now on. Rows already sealed are left as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('financial_items', (t) => {
    t.renameColumn('access_token', 'access_token_sealed');
  });
  // The key is read from the configuration of the command that migrates, only when there is a row to seal.
  await sealPlainAccessTokens(knex, () => accessTokenCipher(loadConfig()));
  await knex.raw(`alter table financial_items add constraint financial_items_access_token_sealed_check check (access_token_sealed ~ '^v[0-9]+:')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table financial_items drop constraint financial_items_access_token_sealed_check');
  const cipher = accessTokenCipher(loadConfig());
  for (const row of await knex('financialItems').select('uuid', 'accessTokenSealed'))
    await knex('financialItems')
      .update({ accessTokenSealed: cipher.open(row.accessTokenSealed as string) })
      .where({ uuid: row.uuid });
  await knex.schema.alterTable('financial_items', (t) => {
    t.renameColumn('access_token_sealed', 'access_token');
  });
}

/** Seals every stored token that is not sealed yet; returns how many it sealed. */
export async function sealPlainAccessTokens(knex: Knex, cipherOf: () => AccessTokenCipher): Promise<number> {
  const plain = (await knex('financialItems').select('uuid', 'accessTokenSealed').forUpdate()).filter(
    (row: { accessTokenSealed: string }) => !isSealedAccessToken(row.accessTokenSealed),
  );
  if (plain.length === 0) return 0;
  const cipher = cipherOf();
  for (const row of plain)
    await knex('financialItems')
      .update({ accessTokenSealed: cipher.seal(row.accessTokenSealed) })
      .where({ uuid: row.uuid });
  return plain.length;
}
