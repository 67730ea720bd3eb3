import { z } from 'zod';

/** Settings of purchase applications (spread into config.ts); underwriting follows UNDERWRITING_MODE. */
export const purchaseConfig = {
  // Days an application may stay open before it is pre-approved.
  PURCHASE_APPLICATION_DAYS: z.coerce.number().int().positive().default(180),
  // Days an agent's status link works.
  PURCHASE_AGENT_LINK_DAYS: z.coerce.number().int().positive().default(14),
};
