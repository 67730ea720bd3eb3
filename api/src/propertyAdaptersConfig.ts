import { z } from 'zod';

/** Settings of the home valuation source and the cash-out payout provider (spread into config.ts). Unset: embedded defaults. */
export const propertyAdaptersConfig = {
  // Where the monthly refresh gets home values: the seeded house-price index, or ATTOM's AVM.
  VALUATION_PROVIDER: z.enum(['house-price-index', 'attom']).default('house-price-index'),
  ATTOM_API_KEY: z.string().min(1).optional(),
  ATTOM_API_BASE_URL: z.string().url().optional(),
  // How long one valuation request may take before the refresh gives up on it (and retries later).
  VALUATION_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Who pays cash-outs to the homeowner's linked bank account: the embedded sandbox, or Plaid Transfer.
  PAYOUT_PROVIDER: z.enum(['sandbox', 'plaid']).default('sandbox'),
  PAYOUT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
};
