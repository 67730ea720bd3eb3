import type { PurchaseApplicationValues } from './applicationValues.js';
import { rooflineMaxPrice } from './budgetEstimate.js';

/** Days a pre-approval letter stays good for (a home search rarely needs longer; it can be renewed). */
export const PRE_APPROVAL_DAYS = 90;

/** The letter's words before its numbered conditions. */
export const PRE_APPROVAL_TERMS =
  'Roofline will buy the home with the buyers: they put down at least 10% and Roofline buys the rest. This pre-approval is subject to:';

/** What the pre-approval letter makes the approval subject to. */
export const PRE_APPROVAL_CONDITIONS = [
  'An accepted purchase agreement for a primary residence in a state where Roofline is live.',
  'An appraisal: Roofline’s share is priced at the lower of the contract price and the appraised value.',
  'A down payment of at least 10% of the price from the buyers’ own funds or documented gifts.',
  'A clear title report, a satisfactory inspection and the seller’s disclosures.',
  'No material change to the income, debts and assets the application states.',
];

/**
 * The pre-approved amount: the highest price Roofline partners on for the buyers' combined
 * income, their debts and the down payment (10% down, the $2 million cap, 43% of income), in
 * cents; 0 when nothing is affordable.
 */
export function preApprovalAmount(values: PurchaseApplicationValues): number {
  const income = (values.annualIncomeCents ?? 0) + (values.hasCoApplicant ? (values.coApplicantAnnualIncomeCents ?? 0) : 0);
  return rooflineMaxPrice({ annualIncomeCents: income, monthlyDebtsCents: values.monthlyDebtsCents ?? 0, downPaymentCents: values.downPaymentCents ?? 0 });
}
