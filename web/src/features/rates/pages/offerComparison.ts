import { isAllowedInterestRate } from '#core/rates/loanCostLimits';
import { z } from 'zod/mini';
import type { LoanCostInput } from '#generated/rates';
import { parseDollars } from '#core/money/parseDollars';
import type { RateOptionResult } from '../model/ratesCalculatorStore';

export interface OfferValues {
  loanAmount: string;
  interestRate: string;
  termMonths: string;
  prepaidFinanceCharges: string;
}

export const TERM_MONTH_OPTIONS = [360, 300, 240, 180, 120].map((months) => ({ value: String(months), label: `${months / 12} years` }));

/** "6.25" or "6.25%" → 6.25; blank or unreadable → null. */
export function parseRate(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d{1,4})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const offerSchema = z
  .object({
    loanAmount: z.string().check(z.refine((value) => (parseDollars(value) ?? 0) > 0, 'Enter the loan amount, like 420,000.')),
    interestRate: z.string().check(
      z.refine((value) => {
        const rate = parseRate(value);
        return rate !== null && isAllowedInterestRate(rate);
      }, 'Enter the interest rate as a percent, like 6.25.'),
    ),
    termMonths: z.string(),
    prepaidFinanceCharges: z.string().check(z.refine((value) => parseDollars(value) !== null, 'Enter the prepaid finance charges, or 0.')),
  })
  .check(
    z.refine((offer) => (parseDollars(offer.prepaidFinanceCharges) ?? 0) < (parseDollars(offer.loanAmount) ?? Number.POSITIVE_INFINITY), {
      message: 'Prepaid finance charges must be less than the loan amount.',
      path: ['prepaidFinanceCharges'],
    }),
  );

export const comparisonSchema = z.object({ ours: offerSchema, theirs: offerSchema });
export type ComparisonValues = z.infer<typeof comparisonSchema>;

export function toLoanCostInput(offer: OfferValues): LoanCostInput {
  return {
    loanAmount: parseDollars(offer.loanAmount) ?? 0,
    interestRate: parseRate(offer.interestRate) ?? 0,
    termMonths: Number(offer.termMonths),
    prepaidFinanceCharges: parseDollars(offer.prepaidFinanceCharges) ?? 0,
  };
}

export function offerFromOption(option: RateOptionResult | null): OfferValues {
  if (!option) return { loanAmount: '', interestRate: '', termMonths: '360', prepaidFinanceCharges: '0' };
  return {
    loanAmount: String(option.baseLoanAmount),
    interestRate: String(option.interestRate),
    termMonths: String(option.numberOfPayments),
    // Regulation Z's prepaid finance charges, as the API counted them for the option's APR; an
    // option kept by the tab from before the API gave them leaves the field for the homeowner.
    prepaidFinanceCharges: Number.isFinite(option.prepaidFinanceCharges) ? String(option.prepaidFinanceCharges) : '',
  };
}
