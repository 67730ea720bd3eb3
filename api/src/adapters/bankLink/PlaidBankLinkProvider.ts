import type { LinkTokenCreateRequest, PlaidApi } from 'plaid';
import type { FinancialItemKind } from '#core/bankLinks/index';
import { BankLinkProviderError, type BankLinkProvider, type ProviderItem, type ProviderVerificationStatus } from './BankLinkProvider.js';

/** The client's PlaidEnvironments, written out so the content security policy does not load the client. */
export const PLAID_HOSTS = {
  sandbox: 'https://sandbox.plaid.com',
  // The client no longer lists development; the host is kept for existing configurations.
  development: 'https://development.plaid.com',
  production: 'https://production.plaid.com',
} as const;

/**
 * Plaid's official client is 10 MB of JavaScript (about 30 MB of heap once loaded): it is
 * loaded when a configured Plaid provider first calls Plaid, never by a server on the sandboxes.
 */
export const loadPlaid = () => import('plaid');

export interface PlaidSettings {
  clientId: string;
  secret: string;
  env: keyof typeof PLAID_HOSTS;
  /** Another host than PLAID_ENV's (a local stand-in in tests). */
  baseUrl?: string;
}

/** Plaid's official client with our keys in its headers, pointed at PLAID_ENV's host. */
export async function createPlaidClient(settings: PlaidSettings, timeoutMs?: number): Promise<PlaidApi> {
  const { Configuration, PlaidApi } = await loadPlaid();
  return new PlaidApi(
    new Configuration({
      basePath: settings.baseUrl ?? PLAID_HOSTS[settings.env],
      baseOptions: { headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret }, timeout: timeoutMs },
    }),
  );
}

/** Plaid's error body (error_code, error_message) from the client's rejected request, as our error. */
export function toPlaidError(error: unknown): unknown {
  const response = (error as { response?: { status?: number; data?: { error_code?: string; error_message?: string } } } | null)?.response;
  if (!response) return error;
  return new BankLinkProviderError(response.data?.error_code ?? 'API_ERROR', response.data?.error_message ?? `Plaid answered ${response.status ?? 'an error'}`);
}

/**
 * Plaid through its official node client: link tokens for Link (update mode with an access
 * token), public token exchange, accounts with the item's error, and item removal. Selected by
 * PLAID_CLIENT_ID and PLAID_SECRET; PLAID_ENV picks the host.
 */
export class PlaidBankLinkProvider implements BankLinkProvider {
  readonly name = 'plaid';
  private client: Promise<PlaidApi> | undefined;

  constructor(private readonly settings: PlaidSettings) {}

  async createLinkToken(input: {
    userUuid: string;
    redirectUri: string;
    kind?: FinancialItemKind;
    accessToken?: string | null;
  }): Promise<{ linkToken: string; expiration: Date }> {
    const { CountryCode, Products } = await loadPlaid();
    const request: LinkTokenCreateRequest = {
      client_name: 'Roofline',
      language: 'en',
      country_codes: [CountryCode.Us],
      user: { client_user_id: input.userUuid },
      redirect_uri: input.redirectUri,
    };
    if (input.accessToken) request.access_token = input.accessToken;
    else if (input.kind === 'INVESTMENT') request.products = [Products.Investments];
    else if (input.kind === 'LIABILITY') request.products = [Products.Liabilities];
    else {
      request.products = [Products.Auth];
      request.auth = { same_day_microdeposits_enabled: true, automated_microdeposits_enabled: true };
    }
    const response = await this.call((client) => client.linkTokenCreate(request));
    return { linkToken: response.link_token, expiration: new Date(response.expiration) };
  }

  /**
   * Plaid's public token says nothing of whom it was made for, but Plaid keeps each link token's
   * sessions and the public tokens they returned (/link/token/get, for six hours after a session
   * ends): a public token is exchanged only when one of the given link tokens made it.
   */
  async exchangePublicToken(publicToken: string, linkTokens: readonly string[]): Promise<{ accessToken: string; itemId: string }> {
    if (!(await this.madeByOneOf(publicToken, linkTokens))) throw new BankLinkProviderError('INVALID_PUBLIC_TOKEN', 'The public token is invalid or expired.');
    const response = await this.call((client) => client.itemPublicTokenExchange({ public_token: publicToken }));
    return { accessToken: response.access_token, itemId: response.item_id };
  }

  async getItem(accessToken: string): Promise<ProviderItem> {
    try {
      const response = await this.call((client) => client.accountsGet({ access_token: accessToken }));
      return {
        itemId: response.item.item_id,
        institutionName: response.item.institution_name ?? null,
        accounts: response.accounts.map((account) => ({
          accountId: account.account_id,
          name: account.name,
          mask: account.mask,
          type: account.type,
          subtype: account.subtype,
          verificationStatus: (account.verification_status as ProviderVerificationStatus | undefined) ?? null,
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
    await this.call((client) => client.itemRemove({ access_token: accessToken }));
  }

  async achNumbers(accessToken: string, accountId: string): Promise<{ routingNumber: string; accountNumber: string } | null> {
    const response = await this.call((client) => client.authGet({ access_token: accessToken, options: { account_ids: [accountId] } }));
    const ach = response.numbers.ach.find((numbers) => numbers.account_id === accountId);
    return ach ? { routingNumber: ach.routing, accountNumber: ach.account } : null;
  }

  private async madeByOneOf(publicToken: string, linkTokens: readonly string[]): Promise<boolean> {
    for (const linkToken of linkTokens) {
      // A link token Plaid no longer knows made nothing that can still be exchanged.
      const response = await this.call((client) => client.linkTokenGet({ link_token: linkToken })).catch((error: unknown) => {
        if (error instanceof BankLinkProviderError) return null;
        throw error;
      });
      if (!response) continue;
      const made = (response.link_sessions ?? []).flatMap((session) => [
        ...(session.results?.item_add_results ?? []).map((result) => result.public_token),
        session.on_success?.public_token,
      ]);
      if (made.includes(publicToken)) return true;
    }
    return false;
  }

  private async call<T>(send: (client: PlaidApi) => Promise<{ data: T }>): Promise<T> {
    const client = await (this.client ??= createPlaidClient(this.settings));
    try {
      return (await send(client)).data;
    } catch (error) {
      throw toPlaidError(error);
    }
  }
}
