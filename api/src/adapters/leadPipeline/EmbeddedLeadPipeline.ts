import type { Knex } from 'knex';
import type { LeadPipeline, PrequalLead } from './LeadPipeline.js';

/** Deal ids of the embedded pipeline: "RL-" and the deal's number, eight digits or more. */
export function embeddedDealId(dealNumber: number | string): string {
  return `RL-${String(dealNumber).padStart(8, '0')}`;
}

/**
 * The offline default: a deal is a row of lead_pipeline_deals, numbered by PostgreSQL's sequence,
 * so every server process hands out unique ids without sharing memory, and one prequal always
 * has the one deal (its unique key).
 */
export class EmbeddedLeadPipeline implements LeadPipeline {
  readonly name = 'embedded';

  constructor(private readonly db: Knex) {}

  async openDeal(lead: PrequalLead): Promise<string> {
    await this.db('leadPipelineDeals')
      .insert({ prequalUuid: lead.prequalUuid, productFunnel: lead.productFunnel, state: lead.state })
      .onConflict('prequalUuid')
      .ignore();
    const row = (await this.db('leadPipelineDeals').where({ prequalUuid: lead.prequalUuid }).first('dealNumber')) as
      { dealNumber: number | string } | undefined;
    if (!row) throw new Error(`no lead pipeline deal for prequal ${lead.prequalUuid}`);
    return embeddedDealId(row.dealNumber);
  }
}
