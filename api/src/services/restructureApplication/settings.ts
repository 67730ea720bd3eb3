import { z } from 'zod';

/** Settings of the restructure application's underwriting (spread into config.ts). */
export const restructureConfig = {
  // sandbox: the automatic review approves a complete, eligible application by itself and the
  // payment account is verified at once, so one person can walk the whole flow alone.
  // manual: the review still applies the rules and asks for documents, but approval and account
  // verification wait for `npm run ops`.
  UNDERWRITING_MODE: z.enum(['sandbox', 'manual']).default('sandbox'),
  // Days an application may stay unsigned from its start, and an approved offer stays open.
  RESTRUCTURE_APPLICATION_DAYS: z.coerce.number().int().positive().default(90),
  RESTRUCTURE_OFFER_DAYS: z.coerce.number().int().positive().default(30),
};
