import type { Knex } from 'knex';
import type { AppConfig } from '../../config.js';
import type { BankLinkProvider } from './BankLinkProvider.js';
import { PlaidBankLinkProvider } from './PlaidBankLinkProvider.js';
import { SandboxBankLinkProvider } from './SandboxBankLinkProvider.js';

/** Plaid when PLAID_CLIENT_ID and PLAID_SECRET are set; otherwise the embedded sandbox. */
export function createBankLinkProvider(config: Pick<AppConfig, 'PLAID_CLIENT_ID' | 'PLAID_SECRET' | 'PLAID_ENV'>, db: Knex): BankLinkProvider {
  if (config.PLAID_CLIENT_ID && config.PLAID_SECRET)
    return new PlaidBankLinkProvider({ clientId: config.PLAID_CLIENT_ID, secret: config.PLAID_SECRET, env: config.PLAID_ENV });
  return new SandboxBankLinkProvider(db);
}
