import type { ExhibitCFields, PartnershipTerms } from '#core/partnership/index';
import { formatCents } from '#core/money/formatMoney';
import { formatContractPercent, formatPercent } from '#core/percent/formatPercent';

export interface FigureGroup {
  heading: string;
  figures: ReadonlyArray<{ label: string; value: string }>;
}

// The summary reads by the one percent rule; Exhibit C states its binding figures exactly.

/** The deal, the monthly payments and Exhibit C in the words the generated documents use. */
export function dealFigures(terms: PartnershipTerms, exhibitC: ExhibitCFields): FigureGroup[] {
  return [
    {
      heading: 'The deal',
      figures: [
        { label: 'Original agreed value', value: formatCents(terms.agreedValueCents) },
        { label: 'Cash to you at closing', value: formatCents(terms.cashToHomeownerCents) },
        { label: 'Mortgage paid off at closing', value: formatCents(terms.mortgagePayoffCents) },
        { label: 'Second loan paid off at closing', value: formatCents(terms.secondLoanPayoffCents) },
        { label: 'Mortgage you keep', value: formatCents(terms.remainingMortgageCents) },
        { label: 'Roofline’s purchase', value: formatCents(terms.purchaseCents) },
        { label: 'Designated percentage', value: formatPercent(exhibitC.originalDesignatedPercentage) },
      ],
    },
    {
      heading: 'Each month',
      figures: [
        { label: 'Annual usage rate', value: formatPercent(terms.usageRate * 100) },
        { label: 'Usage fee', value: formatCents(terms.usageFeeCents) },
        { label: 'Reduction payment', value: formatCents(terms.reductionPaymentCents) },
        { label: 'Additional monthly equity', value: formatCents(terms.additionalMonthlyEquityCents) },
        { label: 'Monthly payment', value: formatCents(terms.monthlyPaymentCents) },
      ],
    },
    {
      heading: 'Exhibit C',
      figures: [
        { label: 'Original agreed value', value: formatCents(exhibitC.originalAgreedValue) },
        { label: 'Monthly reduction payment limit', value: formatCents(exhibitC.monthlyReductionPaymentLimit) },
        { label: 'Original designated percentage', value: formatContractPercent(exhibitC.originalDesignatedPercentage) },
        { label: 'Maximum additional option payment', value: `${formatContractPercent(exhibitC.maxAddlOptionPaymentPercentage)} of the current value` },
        { label: 'Maximum monthly equity purchase', value: formatCents(exhibitC.maxMonthlyEquityPurchaseLimit) },
        { label: 'Recurring purchase scheduled', value: exhibitC.recurringPurchaseScheduled ? 'Yes' : 'No' },
      ],
    },
  ];
}
