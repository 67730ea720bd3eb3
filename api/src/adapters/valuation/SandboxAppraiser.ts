import type { AppraisalOrder, AppraisalReport, PurchaseAppraiser } from './PurchaseAppraiser.js';

/**
 * The offline appraisal vendor: the report comes back at once and appraises the home at its
 * contract price, so a sandbox purchase reaches closing with no staff step. Staff record a
 * different value with `npm run ops -- purchase appraisal`.
 */
export class SandboxAppraiser implements PurchaseAppraiser {
  readonly name = 'sandbox-appraiser';

  async order(order: AppraisalOrder): Promise<AppraisalReport> {
    return { valueCents: order.contractPriceCents, appraiser: this.name };
  }
}
