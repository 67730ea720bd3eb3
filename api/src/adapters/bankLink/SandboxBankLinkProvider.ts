import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  accountsOfKind,
  type FinancialItemKind,
  isRoutingNumber,
  LINK_TOKEN_TTL_MINUTES,
  MICRODEPOSIT_ATTEMPTS,
  microdepositsMatch,
  PUBLIC_TOKEN_TTL_MINUTES,
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_MICRODEPOSIT_CENTS,
  sandboxInstitution,
} from '#core/bankLinks/index';
import { BankLinkProviderError, type BankLinkProvider, type ProviderAccount, type ProviderItem } from './BankLinkProvider.js';

interface SandboxItemRow {
  itemId: string;
  accessToken: string;
  institutionName: string;
  accounts: ProviderAccount[];
  errorCode: string | null;
  microdepositAttempts: number;
}

/** The kind a link token was made for (links made before kinds were kept linked bank accounts). */
const itemKindOf = (payload: Record<string, unknown>): FinancialItemKind => (payload.itemKind as FinancialItemKind | undefined) ?? 'BANK_ACCOUNT';
const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);
const idFrom = (prefix: string, seed: string) => `${prefix}-sandbox-${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;

/**
 * The embedded bank-link provider, behaving like Plaid's sandbox: the institutions and
 * credentials of core/bankLinks (user_good / pass_good; error_<CODE> passwords fail with that
 * code), single-use public tokens that expire in 30 minutes, manually entered accounts verified
 * by two micro-deposits (1 and 2 cents, three tries), and a login-required error repaired in
 * update mode. Its tokens and items live in the database so any app server can continue a link.
 * The link dialog's steps (logIn, enterAccountManually, verifyMicrodeposits, setLoginRequired)
 * are what Plaid Link and Plaid's sandbox endpoints do with Plaid.
 */
export class SandboxBankLinkProvider implements BankLinkProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Knex,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createLinkToken(input: { userUuid: string; kind?: FinancialItemKind; accessToken?: string | null }): Promise<{ linkToken: string; expiration: Date }> {
    const linkToken = `link-sandbox-${randomBytes(16).toString('hex')}`;
    const expiration = minutesFrom(this.now(), LINK_TOKEN_TTL_MINUTES);
    await this.db('bankLinkSandboxTokens').insert({
      token: linkToken,
      kind: 'link',
      payload: JSON.stringify({ userUuid: input.userUuid, itemKind: input.kind ?? 'BANK_ACCOUNT', accessToken: input.accessToken ?? null }),
      expiresAt: expiration,
    });
    return { linkToken, expiration };
  }

  /** Whose link this is (the user it was created for), or null for an unknown or expired token. */
  async linkTokenUser(linkToken: string): Promise<string | null> {
    try {
      return ((await this.liveToken(linkToken, 'link', 'INVALID_LINK_TOKEN')).payload.userUuid as string) ?? null;
    } catch {
      return null;
    }
  }

  /** Link's credential step: a public token for a new item (or the repaired item in update mode). */
  async logIn(linkToken: string, institutionId: string, username: string, password: string): Promise<{ publicToken: string; institutionName: string }> {
    const link = await this.liveToken(linkToken, 'link', 'INVALID_LINK_TOKEN');
    const institution = sandboxInstitution(institutionId);
    if (!institution) throw new BankLinkProviderError('INVALID_INSTITUTION', 'No such institution.');
    const errorCode = /^error_([A-Z_]+)$/.exec(password)?.[1];
    if (username === SANDBOX_CREDENTIALS.username && errorCode) throw new BankLinkProviderError(errorCode, `The login failed with ${errorCode}.`);
    if (username !== SANDBOX_CREDENTIALS.username || password !== SANDBOX_CREDENTIALS.password)
      throw new BankLinkProviderError('INVALID_CREDENTIALS', 'The credentials were not correct.');

    const updating = link.payload.accessToken as string | null;
    if (updating) {
      await this.db('bankLinkSandboxItems').where({ accessToken: updating }).update({ errorCode: null });
      const item = await this.itemRow(updating);
      return { publicToken: await this.publicTokenFor(item.itemId, linkToken), institutionName: item.institutionName };
    }
    const itemId = idFrom('item', randomBytes(8).toString('hex'));
    // Like Plaid Link opened for a product: the user shares the accounts of the link's kind only.
    const accounts: ProviderAccount[] = accountsOfKind(SANDBOX_ACCOUNTS, itemKindOf(link.payload)).map((account) => ({
      ...account,
      accountId: idFrom('acct', `${itemId}:${account.mask}`),
      verificationStatus: null,
    }));
    await this.insertItem(itemId, institution.name, accounts);
    return { publicToken: await this.publicTokenFor(itemId, linkToken), institutionName: institution.name };
  }

  /** Link's "enter account details manually" (same-day micro-deposits): pending until the two amounts are confirmed. */
  async enterAccountManually(
    linkToken: string,
    input: { routingNumber: string; accountNumber: string; accountType: 'checking' | 'savings' },
  ): Promise<{ publicToken: string }> {
    const link = await this.liveToken(linkToken, 'link', 'INVALID_LINK_TOKEN');
    // Micro-deposits belong to Plaid's auth product: only a bank account link offers them.
    if (itemKindOf(link.payload) !== 'BANK_ACCOUNT') throw new BankLinkProviderError('INVALID_PRODUCT', 'Only a bank account link takes an account by hand.');
    if (!isRoutingNumber(input.routingNumber)) throw new BankLinkProviderError('INVALID_FIELD', 'The routing number is not valid.');
    if (!/^\d{4,17}$/.test(input.accountNumber)) throw new BankLinkProviderError('INVALID_FIELD', 'The account number is not valid.');
    const itemId = idFrom('item', randomBytes(8).toString('hex'));
    const mask = input.accountNumber.slice(-4);
    await this.insertItem(itemId, 'Manually entered account', [
      {
        accountId: idFrom('acct', `${itemId}:${mask}`),
        name: input.accountType === 'checking' ? 'Checking' : 'Savings',
        mask,
        type: 'depository',
        subtype: input.accountType,
        verificationStatus: 'pending_manual_verification',
      },
    ]);
    return { publicToken: await this.publicTokenFor(itemId, linkToken) };
  }

  /** The user types the two deposits seen on their statement; three wrong tries fail the account. */
  async verifyMicrodeposits(accessToken: string, amountsCents: readonly number[]): Promise<ProviderItem> {
    const item = await this.itemRow(accessToken);
    const pending = item.accounts.some((account) => account.verificationStatus === 'pending_manual_verification');
    if (!pending) throw new BankLinkProviderError('PRODUCT_NOT_READY', 'No account waits for micro-deposits.');
    if (microdepositsMatch(amountsCents, SANDBOX_MICRODEPOSIT_CENTS)) {
      await this.updateAccounts(item, 'manually_verified', item.microdepositAttempts);
    } else {
      const attempts = item.microdepositAttempts + 1;
      await this.updateAccounts(item, attempts >= MICRODEPOSIT_ATTEMPTS ? 'verification_failed' : 'pending_manual_verification', attempts);
      throw new BankLinkProviderError(attempts >= MICRODEPOSIT_ATTEMPTS ? 'VERIFICATION_FAILED' : 'INCORRECT_DEPOSIT_AMOUNTS', 'The amounts do not match.');
    }
    return this.getItem(accessToken);
  }

  /** Plaid's /sandbox/item/reset_login: the item now needs the user to log in again. */
  async setLoginRequired(accessToken: string): Promise<void> {
    await this.db('bankLinkSandboxItems').where({ accessToken }).update({ errorCode: 'ITEM_LOGIN_REQUIRED' });
  }

  async exchangePublicToken(publicToken: string, linkTokens: readonly string[]): Promise<{ accessToken: string; itemId: string }> {
    const token = await this.liveToken(publicToken, 'public', 'INVALID_PUBLIC_TOKEN');
    // Another user's (or application's) public token is refused as unknown, and not used up.
    if (!linkTokens.includes(token.payload.linkToken as string))
      throw new BankLinkProviderError('INVALID_PUBLIC_TOKEN', 'The public token is invalid or expired.');
    // Single use: the update only succeeds for the first exchange, however many race.
    const used = await this.db('bankLinkSandboxTokens').where({ token: publicToken }).whereNull('usedAt').update({ usedAt: this.now() });
    if (used === 0) throw new BankLinkProviderError('INVALID_PUBLIC_TOKEN', 'The public token was already used.');
    const item = await this.db('bankLinkSandboxItems').where({ itemId: token.payload.itemId }).first();
    return { accessToken: item.accessToken, itemId: item.itemId };
  }

  async getItem(accessToken: string): Promise<ProviderItem> {
    const item = await this.itemRow(accessToken);
    return { itemId: item.itemId, institutionName: item.institutionName, accounts: item.accounts, errorCode: item.errorCode };
  }

  async removeItem(accessToken: string): Promise<void> {
    await this.db('bankLinkSandboxItems').where({ accessToken }).delete();
  }

  private async insertItem(itemId: string, institutionName: string, accounts: ProviderAccount[]) {
    await this.db('bankLinkSandboxItems').insert({
      itemId,
      accessToken: `access-sandbox-${randomBytes(16).toString('hex')}`,
      institutionName,
      accounts: JSON.stringify(accounts),
      errorCode: null,
      microdepositAttempts: 0,
    });
  }

  /** A public token remembers the link token whose link made it, as Plaid's link sessions do. */
  private async publicTokenFor(itemId: string, linkToken: string): Promise<string> {
    const token = `public-sandbox-${randomBytes(16).toString('hex')}`;
    await this.db('bankLinkSandboxTokens').insert({
      token,
      kind: 'public',
      payload: JSON.stringify({ itemId, linkToken }),
      expiresAt: minutesFrom(this.now(), PUBLIC_TOKEN_TTL_MINUTES),
    });
    return token;
  }

  private async liveToken(token: string, kind: 'link' | 'public', code: string): Promise<{ payload: Record<string, unknown> }> {
    const row = await this.db('bankLinkSandboxTokens').where({ token, kind }).first();
    if (!row || new Date(row.expiresAt) <= this.now() || (kind === 'public' && row.usedAt))
      throw new BankLinkProviderError(code, `The ${kind} token is invalid or expired.`);
    return { payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload };
  }

  private async itemRow(accessToken: string): Promise<SandboxItemRow> {
    const row = await this.db('bankLinkSandboxItems').where({ accessToken }).first();
    if (!row) throw new BankLinkProviderError('INVALID_ACCESS_TOKEN', 'No such item.');
    return { ...row, accounts: typeof row.accounts === 'string' ? JSON.parse(row.accounts) : row.accounts };
  }

  private async updateAccounts(item: SandboxItemRow, status: ProviderAccount['verificationStatus'], attempts: number) {
    const accounts = item.accounts.map((account) =>
      account.verificationStatus && account.verificationStatus !== 'manually_verified' ? { ...account, verificationStatus: status } : account,
    );
    await this.db('bankLinkSandboxItems')
      .where({ itemId: item.itemId })
      .update({ accounts: JSON.stringify(accounts), microdepositAttempts: attempts });
  }
}
