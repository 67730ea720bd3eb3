import type { Knex } from 'knex';
import { LINK_TOKENS_SEARCHED, PUBLIC_TOKEN_TTL_MINUTES, type BankLinkApplicationType } from '#core/bankLinks/index';

interface LinkOwner {
  provider: string;
  userUuid: string;
  applicationType: BankLinkApplicationType;
  applicationUuid: string;
}

/** Records whom a link token was issued to, so only their link can be finished with its public token. */
export async function recordLinkToken(db: Knex, owner: LinkOwner, linkToken: string, expiresAt: Date, now: Date): Promise<void> {
  await db.transaction(async (trx) => {
    // A public token outlives its link token by at most its own lifetime: older rows serve nothing.
    await trx('bankLinkTokens')
      .where({ userUuid: owner.userUuid })
      .where('expiresAt', '<', new Date(now.getTime() - PUBLIC_TOKEN_TTL_MINUTES * 60_000))
      .delete();
    await trx('bankLinkTokens')
      .insert({ linkToken, ...owner, expiresAt })
      .onConflict('linkToken')
      .ignore();
  });
}

/** The link tokens this user opened for this application whose public tokens may still be live, newest first. */
export async function linkTokensOf(db: Knex, owner: LinkOwner, now: Date): Promise<string[]> {
  const rows: Array<{ linkToken: string }> = await db('bankLinkTokens')
    .select('linkToken')
    .where(owner)
    .where('expiresAt', '>', new Date(now.getTime() - PUBLIC_TOKEN_TTL_MINUTES * 60_000))
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'linkToken' }])
    .limit(LINK_TOKENS_SEARCHED);
  return rows.map((row) => row.linkToken);
}
