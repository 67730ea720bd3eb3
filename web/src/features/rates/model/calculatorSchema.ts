// The calculator's field checks, loaded apart from the page: /rates renders and hydrates without
// zod and the resolver, which first run when the homeowner leaves a field or searches.
import { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { typedMoneySchema } from '#core/money/moneySchema';
import type { CreditScoreRange, MortgageType, OccupancyType, PropertyType, RatesSort } from '#generated/rates';
import type { CalculatorDraft } from './calculatorValues';

const AMOUNT_FORMAT = 'Enter an amount in dollars, like 350,000.';
const amountText = (missing: string) => typedMoneySchema({ required: missing, format: AMOUNT_FORMAT, positive: true });
const optionalAmountText = typedMoneySchema({ format: AMOUNT_FORMAT });

/** Field-level checks shown as the homeowner leaves each field (react-hook-form, mode onTouched). */
export const calculatorSchema = z.object({
  remainingMortgageAmount: amountText('Enter what you still owe on your mortgage.'),
  estimatedHomeValue: amountText('Enter what your home is worth today.'),
  creditScore: z
    .custom<CreditScoreRange | ''>((value) => typeof value === 'string')
    .check(z.refine((value) => value !== '', 'Choose your credit score range.')),
  originalMortgageAmount: optionalAmountText,
  annualIncome: optionalAmountText,
  monthlyDebt: z.string(),
  isVeteran: z.boolean(),
  isFHA: z.boolean(),
  mortgageType: z.custom<MortgageType>(),
  occupancyType: z.custom<OccupancyType>(),
  propertyType: z.custom<PropertyType>(),
  cashOutAmount: z.string(),
  secondMortgageBalance: optionalAmountText,
  term: z.string(),
  optimizeBy: z.custom<RatesSort>(),
  requestedMortgages: z.array(z.custom<MortgageType>()),
}) satisfies z.ZodMiniType<CalculatorDraft>;

/** The form's resolver (react-hook-form). */
export const calculatorResolver = zodResolver(calculatorSchema);

/** The fields a failed search focuses, in the order they appear. */
const FOCUS_ORDER = [
  'remainingMortgageAmount',
  'estimatedHomeValue',
  'creditScore',
  'originalMortgageAmount',
  'secondMortgageBalance',
  'annualIncome',
] as const;

/** The first of those whose value fails its check, if any. */
export function firstInvalidField(values: CalculatorDraft): (typeof FOCUS_ORDER)[number] | undefined {
  return FOCUS_ORDER.find((name) => calculatorSchema.shape[name].safeParse(values[name]).success === false);
}
