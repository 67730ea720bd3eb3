import type { AppConfig } from '../../config.js';
import type { PayoutProvider } from './PayoutProvider.js';
import { PlaidTransferPayoutProvider } from './PlaidTransferPayoutProvider.js';
import { SandboxPayoutProvider } from './SandboxPayoutProvider.js';

type PayoutConfig = Pick<AppConfig, 'DATA_DIR' | 'PAYOUT_PROVIDER' | 'PAYOUT_TIMEOUT_MS' | 'PLAID_CLIENT_ID' | 'PLAID_SECRET' | 'PLAID_ENV'>;

/** Plaid Transfer when PAYOUT_PROVIDER=plaid (with the bank links' Plaid credentials); otherwise the embedded sandbox. */
export function createPayoutProvider(config: PayoutConfig): PayoutProvider {
  if (config.PAYOUT_PROVIDER === 'plaid') {
    if (!config.PLAID_CLIENT_ID || !config.PLAID_SECRET) throw new Error('PAYOUT_PROVIDER=plaid needs PLAID_CLIENT_ID and PLAID_SECRET.');
    return new PlaidTransferPayoutProvider({
      clientId: config.PLAID_CLIENT_ID,
      secret: config.PLAID_SECRET,
      env: config.PLAID_ENV,
      timeoutMs: config.PAYOUT_TIMEOUT_MS,
    });
  }
  return new SandboxPayoutProvider(config.DATA_DIR);
}
