import { centsToDollars } from '#core/money/cents';
import type { EligibilityInput } from '#core/partnership/index';
import type { ApplicationAnswers } from '#core/application/index';
import { PARTNER_PREQUAL_KEY, loadPrequalAnswers, savePrequalAnswers } from '#web/features/application/index';

/** Where the estimate's "apply" goes: the partnership application's first questions. */
export const APPLY_PATH = '/application/partner';

/**
 * The estimator's figures as the partnership prequal's answers (kept in this tab), so the
 * application does not ask them again. Answers already given there are kept.
 */
export function carryEstimateToApplication(input: Omit<EligibilityInput, 'licensedStates'>): void {
  const answers: ApplicationAnswers = {
    propertyUse: input.occupancy,
    outstandingMortgageBalance: centsToDollars(input.mortgageBalanceCents),
    hasSecondMortgage: input.hasSecondLoan,
    cashOutAmount: centsToDollars(input.cashCents),
  };
  if (input.homeValueCents !== null) answers.estimatedPropertyValue = centsToDollars(input.homeValueCents);
  if (input.hasSecondLoan)
    Object.assign(answers, { secondMortgageBalance: centsToDollars(input.secondLoanBalanceCents ?? 0), isPayingOffSecondMortgage: input.paysOffSecondLoan });
  savePrequalAnswers({ ...loadPrequalAnswers(PARTNER_PREQUAL_KEY), ...answers }, PARTNER_PREQUAL_KEY);
}
