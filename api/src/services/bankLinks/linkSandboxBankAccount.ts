import type { Knex } from 'knex';
import { SANDBOX_CREDENTIALS, SANDBOX_INSTITUTIONS, SANDBOX_MICRODEPOSIT_CENTS, type BankLinkApplicationType } from '#core/bankLinks/index';
import type { AppConfig } from '../../config.js';
import type { SandboxBankLinkProvider } from '../../adapters/bankLink/SandboxBankLinkProvider.js';
import { FinancialItem } from '../../models/FinancialItem.js';
import { sealAccessToken } from './accessTokenCipher.js';
import { storeProviderItem } from './financialItems.js';

/**
 * Links a bank account through the embedded sandbox the way the link window does, for the demo
 * seed and tests: a user_good login (Plaid Checking •••• 0000 and Plaid Saving •••• 1111, verified
 * by the login), or a manually entered account number verified by its two micro-deposits.
 */
export async function linkSandboxBankAccount(
  db: Knex,
  config: Pick<AppConfig, 'BANK_LINK_TOKEN_KEY' | 'DATA_DIR'>,
  provider: SandboxBankLinkProvider,
  input: { userUuid: string; applicationType: BankLinkApplicationType; applicationUuid: string; manualAccountNumber?: string },
): Promise<FinancialItem> {
  const { linkToken } = await provider.createLinkToken({ userUuid: input.userUuid });
  const { publicToken } = input.manualAccountNumber
    ? await provider.enterAccountManually(linkToken, { routingNumber: '011000015', accountNumber: input.manualAccountNumber, accountType: 'checking' })
    : await provider.logIn(linkToken, SANDBOX_INSTITUTIONS[0]!.id, SANDBOX_CREDENTIALS.username, SANDBOX_CREDENTIALS.password);
  const { accessToken, itemId } = await provider.exchangePublicToken(publicToken, [linkToken]);
  const provided = input.manualAccountNumber
    ? await provider.verifyMicrodeposits(accessToken, SANDBOX_MICRODEPOSIT_CENTS)
    : await provider.getItem(accessToken);
  return db.transaction(async (trx) => {
    const item = await FinancialItem.query(trx).insertAndFetch({
      userUuid: input.userUuid,
      applicationType: input.applicationType,
      applicationUuid: input.applicationUuid,
      kind: 'BANK_ACCOUNT',
      provider: provider.name,
      providerItemId: itemId,
      accessTokenSealed: sealAccessToken(config, accessToken),
      institutionName: provided.institutionName,
      ...(input.manualAccountNumber ? { microdepositVerifiedAt: new Date() } : {}),
    });
    await storeProviderItem(trx, item, provided);
    return item;
  });
}
