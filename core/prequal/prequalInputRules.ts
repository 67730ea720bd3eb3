import { z } from 'zod';
import { MAX_MONEY_INPUT } from '../money/limits.js';
import { toStateCode } from '../usStates.js';

// The field rules of a PrequalInput, which createPrequal and searchRates apply before anything is
// recorded. The API and the mocks both refuse with them, field by field.

const amount = z.number().finite().min(0, 'Enter an amount of $0 or more.').max(MAX_MONEY_INPUT, 'Enter a smaller amount.').nullish();
/** A short free-text field of the prequal and of the new user created with it. */
export const shortText = z.string().trim().max(100, 'Use at most 100 characters.').nullish();

const prequalInputSchema = z.object({
  propertyLocation: z
    .object({
      placeId: z.string().max(2_000).nullish(),
      streetName: shortText,
      streetNumber: shortText,
      unitNumber: shortText,
      neighborhood: shortText,
      zip: z
        .string()
        .trim()
        .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.')
        .nullish(),
      locality: shortText,
      county: shortText,
      state: z
        .string()
        .trim()
        .nullish()
        .refine((state) => !state || toStateCode(state) !== null, 'Choose a US state.'),
      country: shortText,
      lat: z.number().min(-90).max(90).nullish(),
      lng: z.number().min(-180).max(180).nullish(),
    })
    .nullish(),
  estimatedPropertyValue: amount,
  outstandingMortgageBalance: amount,
  originalMortgageBalance: amount,
  secondMortgageBalance: amount,
  cashOutAmount: amount,
  downPayment: amount,
  // -1 is an adjustable mortgage's term, shown as 30 years.
  mortgageTerm: z
    .number()
    .int()
    .refine((term) => term === -1 || (term >= 1 && term <= 40), 'Enter a term of 1 to 40 years.')
    .nullish(),
  productSelection: shortText,
  program: shortText,
});

/** One refused field of a prequal input, named by its path under `prequalInput`. */
export interface PrequalInputProblem {
  code: 'INVALID';
  message: string;
  field: string;
}

/** What is wrong with a prequal input, one problem per refused field; empty when it may be recorded. */
export function prequalInputProblems(input: unknown): PrequalInputProblem[] {
  const parsed = prequalInputSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    code: 'INVALID',
    message: issue.message,
    field: ['prequalInput', ...issue.path].join('.'),
  }));
}
