import {
  DEFAULT_REDUCTION_PAYMENT_CENTS,
  DEFAULT_USAGE_RATE,
  dollarsToCents,
  exhibitCFields,
  restructureTerms,
  type ExhibitCFields,
  type PartnershipTerms,
} from '#core/partnership/index';
import type { RestructureApplicationDetailsFragment } from '#generated/web';

type Source = Pick<
  RestructureApplicationDetailsFragment,
  | 'estimatedPropertyValue'
  | 'mortgageBalance'
  | 'hasSecondLoan'
  | 'paysOffSecondLoan'
  | 'secondLoanBalance'
  | 'cashOutAmount'
  | 'productPreference'
  | 'additionalMonthlyEquity'
  | 'stageHistory'
  | 'approvedCashOutAmount'
>;

/**
 * The approved deal's figures, worked out with core/partnership from the same answers and
 * defaults the review approved them with, and Exhibit C dated at the approval.
 * Null until the application is approved.
 */
export function approvedTerms(application: Source): { terms: PartnershipTerms; exhibitC: ExhibitCFields; approvedAt: string } | null {
  const approval = application.stageHistory.find((change) => change.toStage === 'CONTRACT_REVIEW');
  if (!approval || application.approvedCashOutAmount === null || application.approvedCashOutAmount === undefined || !application.estimatedPropertyValue)
    return null;
  const terms = restructureTerms({
    agreedValueCents: dollarsToCents(application.estimatedPropertyValue),
    mortgageBalanceCents: dollarsToCents(application.mortgageBalance ?? 0),
    secondLoanBalanceCents: application.hasSecondLoan && application.paysOffSecondLoan ? dollarsToCents(application.secondLoanBalance ?? 0) : 0,
    cashCents: dollarsToCents(application.approvedCashOutAmount),
    product: application.productPreference ?? 'PAYOFF',
    usageRate: DEFAULT_USAGE_RATE,
    reductionPaymentCents: DEFAULT_REDUCTION_PAYMENT_CENTS,
    additionalMonthlyEquityCents: dollarsToCents(application.additionalMonthlyEquity),
  });
  const approvedAt = new Date(approval.at).toISOString();
  return { terms, exhibitC: exhibitCFields(terms, { dealDate: approvedAt.slice(0, 10) }), approvedAt };
}
