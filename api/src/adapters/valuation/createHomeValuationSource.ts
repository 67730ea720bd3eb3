import type { Knex } from 'knex';
import type { AppConfig } from '../../config.js';
import { AttomAvmSource } from './AttomAvmSource.js';
import type { HomeValuationSource } from './HomeValuationSource.js';
import { HousePriceIndexSource } from './HousePriceIndexSource.js';

type ValuationConfig = Pick<AppConfig, 'VALUATION_PROVIDER' | 'ATTOM_API_KEY' | 'ATTOM_API_BASE_URL' | 'VALUATION_TIMEOUT_MS'>;

/** ATTOM's AVM when VALUATION_PROVIDER=attom; otherwise the seeded house-price index. */
export function createHomeValuationSource(config: ValuationConfig, db: Knex): HomeValuationSource {
  if (config.VALUATION_PROVIDER === 'attom') {
    // loadConfig refuses attom without a key; this guards callers that build a config by hand.
    if (!config.ATTOM_API_KEY) throw new Error('VALUATION_PROVIDER=attom needs ATTOM_API_KEY.');
    return new AttomAvmSource({ apiKey: config.ATTOM_API_KEY, baseUrl: config.ATTOM_API_BASE_URL, timeoutMs: config.VALUATION_TIMEOUT_MS });
  }
  return new HousePriceIndexSource(db);
}
