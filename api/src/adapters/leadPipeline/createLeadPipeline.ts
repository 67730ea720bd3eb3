import type { Knex } from 'knex';
import { EmbeddedLeadPipeline } from './EmbeddedLeadPipeline.js';
import type { LeadPipeline } from './LeadPipeline.js';

/** The embedded pipeline; a CRM adapter, once one is built, is chosen here by configuration. */
export function createLeadPipeline(db: Knex): LeadPipeline {
  return new EmbeddedLeadPipeline(db);
}
