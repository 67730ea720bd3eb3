import type { AppConfig } from './config.js';
import { PLAID_HOSTS } from './adapters/bankLink/PlaidBankLinkProvider.js';

/** Origins a vendor's browser script needs, by Content-Security-Policy directive. */
export interface ContentSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

/**
 * What the configured real providers' browser scripts load, frame and call: Stripe.js for the
 * Payment Element (Stripe's documented policy) and Plaid Link. With the embedded sandboxes the
 * policy stays our own origin only.
 */
export function providerContentSources(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'PLAID_CLIENT_ID' | 'PLAID_SECRET' | 'PLAID_ENV'>): ContentSources {
  const sources: ContentSources = { scriptSrc: [], frameSrc: [], connectSrc: [] };
  if (config.STRIPE_SECRET_KEY) {
    sources.scriptSrc.push('https://js.stripe.com', 'https://*.js.stripe.com');
    sources.frameSrc.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    sources.connectSrc.push('https://api.stripe.com');
  }
  if (config.PLAID_CLIENT_ID && config.PLAID_SECRET) {
    sources.scriptSrc.push('https://cdn.plaid.com');
    sources.frameSrc.push('https://cdn.plaid.com');
    sources.connectSrc.push(PLAID_HOSTS[config.PLAID_ENV]);
  }
  return sources;
}
