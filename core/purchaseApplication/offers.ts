import { exhibitCFields, purchaseDeal, type ExhibitCFields, type PurchaseDeal } from '../partnership/exhibitC.js';

/**
 * The figures of an accepted offer, shown before the buyer commits: Exhibit C from the model
 * with originalAgreedValue = min(contract price, appraisal) (the appraisal is the price until
 * one is in), and, when a figure changes, what changed.
 */
export interface OfferFigures {
  deal: PurchaseDeal;
  exhibitC: ExhibitCFields;
}

export interface OfferFiguresInput {
  contractPriceCents: number;
  appraisedValueCents: number | null;
  downPaymentCents: number;
  buyerLoanCents?: number;
  /** YYYY-MM-DD: the expected closing date (today until one is set). */
  dealDate: string;
  equityBuilderCutoffDate?: string;
}

export function offerFigures(input: OfferFiguresInput): OfferFigures {
  const deal = purchaseDeal({
    contractPriceCents: input.contractPriceCents,
    appraisedValueCents: input.appraisedValueCents ?? input.contractPriceCents,
    downPaymentCents: input.downPaymentCents,
    buyerLoanCents: input.buyerLoanCents,
  });
  return { deal, exhibitC: exhibitCFields(deal.terms, { dealDate: input.dealDate, equityBuilderCutoffDate: input.equityBuilderCutoffDate }) };
}

export interface ExhibitCChange {
  field: keyof ExhibitCFields;
  before: number | boolean;
  after: number | boolean;
}

/** The Exhibit C fields whose value differs, in Exhibit C's order. */
export function exhibitCChanges(before: ExhibitCFields | null, after: ExhibitCFields): ExhibitCChange[] {
  if (!before) return [];
  return (Object.keys(after) as Array<keyof ExhibitCFields>)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field], after: after[field] }));
}
