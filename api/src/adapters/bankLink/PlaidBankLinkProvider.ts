import { BankLinkProviderError, type BankLinkProvider, type ProviderItem, type ProviderVerificationStatus } from './BankLinkProvider.js';

export const PLAID_HOSTS = {
  sandbox: 'https://sandbox.plaid.com',
  development: 'https://development.plaid.com',
  production: 'https://production.plaid.com',
} as const;

interface PlaidAccount {
  account_id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  verification_status?: ProviderVerificationStatus;
}

/**
 * Plaid over its REST API (the requests its official node client sends): link tokens for Link
 * (update mode with an access token), public token exchange, accounts with the item's error, and
 * item removal. Selected by PLAID_CLIENT_ID and PLAID_SECRET; PLAID_ENV picks the host.
 */
export class PlaidBankLinkProvider implements BankLinkProvider {
  readonly name = 'plaid';

  constructor(
    private readonly credentials: { clientId: string; secret: string; env: keyof typeof PLAID_HOSTS },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async createLinkToken(input: { userUuid: string; redirectUri: string; accessToken?: string | null }): Promise<{ linkToken: string; expiration: Date }> {
    const body: Record<string, unknown> = {
      client_name: 'Roofline',
      language: 'en',
      country_codes: ['US'],
      user: { client_user_id: input.userUuid },
      redirect_uri: input.redirectUri,
    };
    if (input.accessToken) body.access_token = input.accessToken;
    else {
      body.products = ['auth'];
      body.auth = { same_day_microdeposits_enabled: true, automated_microdeposits_enabled: true };
    }
    const response = await this.post<{ link_token: string; expiration: string }>('/link/token/create', body);
    return { linkToken: response.link_token, expiration: new Date(response.expiration) };
  }

  async exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }> {
    const response = await this.post<{ access_token: string; item_id: string }>('/item/public_token/exchange', { public_token: publicToken });
    return { accessToken: response.access_token, itemId: response.item_id };
  }

  async getItem(accessToken: string): Promise<ProviderItem> {
    try {
      const response = await this.post<{
        accounts: PlaidAccount[];
        item: { item_id: string; institution_name?: string | null; error?: { error_code: string } | null };
      }>('/accounts/get', { access_token: accessToken });
      return {
        itemId: response.item.item_id,
        institutionName: response.item.institution_name ?? null,
        accounts: response.accounts.map((account) => ({
          accountId: account.account_id,
          name: account.name,
          mask: account.mask,
          type: account.type,
          subtype: account.subtype,
          verificationStatus: account.verification_status ?? null,
        })),
        errorCode: response.item.error?.error_code ?? null,
      };
    } catch (error) {
      // An item in error answers /accounts/get with the error itself; report it as the item's state.
      if (error instanceof BankLinkProviderError && error.code === 'ITEM_LOGIN_REQUIRED')
        return { itemId: '', institutionName: null, accounts: [], errorCode: error.code };
      throw error;
    }
  }

  async removeItem(accessToken: string): Promise<void> {
    await this.post('/item/remove', { access_token: accessToken });
  }

  async achNumbers(accessToken: string, accountId: string): Promise<{ routingNumber: string; accountNumber: string } | null> {
    const response = await this.post<{ numbers: { ach: Array<{ account_id: string; account: string; routing: string }> } }>('/auth/get', {
      access_token: accessToken,
      options: { account_ids: [accountId] },
    });
    const ach = response.numbers.ach.find((numbers) => numbers.account_id === accountId);
    return ach ? { routingNumber: ach.routing, accountNumber: ach.account } : null;
  }

  private async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const response = await this.fetchImpl(`${PLAID_HOSTS[this.credentials.env]}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: this.credentials.clientId, secret: this.credentials.secret, ...body }),
    });
    const json = (await response.json()) as T & { error_code?: string; error_message?: string };
    if (!response.ok) throw new BankLinkProviderError(json.error_code ?? 'API_ERROR', json.error_message ?? `Plaid answered ${response.status}`);
    return json;
  }
}
