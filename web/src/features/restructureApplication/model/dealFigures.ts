import type { ExhibitCFields, PartnershipTerms } from '#core/partnership/index';
import { formatMoney } from '../../../lib/format';

export interface FigureGroup {
  heading: string;
  figures: ReadonlyArray<{ label: string; value: string }>;
}

const cents = (value: number) => formatMoney(value / 100);
const percent = (value: number) => `${Number(value.toFixed(6))}%`;

/** The deal, the monthly payments and Exhibit C in the words the generated documents use. */
export function dealFigures(terms: PartnershipTerms, exhibitC: ExhibitCFields): FigureGroup[] {
  return [
    {
      heading: 'The deal',
      figures: [
        { label: 'Original agreed value', value: cents(terms.agreedValueCents) },
        { label: 'Cash to you at closing', value: cents(terms.cashToHomeownerCents) },
        { label: 'Mortgage paid off at closing', value: cents(terms.mortgagePayoffCents) },
        { label: 'Second loan paid off at closing', value: cents(terms.secondLoanPayoffCents) },
        { label: 'Mortgage you keep', value: cents(terms.remainingMortgageCents) },
        { label: 'Roofline’s purchase', value: cents(terms.purchaseCents) },
        { label: 'Designated percentage', value: percent(exhibitC.originalDesignatedPercentage) },
      ],
    },
    {
      heading: 'Each month',
      figures: [
        { label: 'Annual usage rate', value: percent(terms.usageRate * 100) },
        { label: 'Usage fee', value: cents(terms.usageFeeCents) },
        { label: 'Reduction payment', value: cents(terms.reductionPaymentCents) },
        { label: 'Additional monthly equity', value: cents(terms.additionalMonthlyEquityCents) },
        { label: 'Monthly payment', value: cents(terms.monthlyPaymentCents) },
      ],
    },
    {
      heading: 'Exhibit C',
      figures: [
        { label: 'Original agreed value', value: cents(exhibitC.originalAgreedValue) },
        { label: 'Monthly reduction payment limit', value: cents(exhibitC.monthlyReductionPaymentLimit) },
        { label: 'Original designated percentage', value: percent(exhibitC.originalDesignatedPercentage) },
        { label: 'Maximum additional option payment', value: `${exhibitC.maxAddlOptionPaymentPercentage}% of the current value` },
        { label: 'Maximum monthly equity purchase', value: cents(exhibitC.maxMonthlyEquityPurchaseLimit) },
        { label: 'Recurring purchase scheduled', value: exhibitC.recurringPurchaseScheduled ? 'Yes' : 'No' },
      ],
    },
  ];
}
