/**
 * The offer estimator's form: what was typed (strings, kept as typed), the messages for
 * fields that cannot be used yet, and the eligibility input once every field can be.
 */
import { typedDollars } from '#core/money/formatMoney';
import { parseMoneyCents } from '#core/money/parseDollars';
import type { EligibilityInput, Occupancy } from '#core/partnership/index';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';

export interface EstimatorDraft {
  homeValue: string;
  mortgageBalance: string;
  cashWanted: string;
  hasSecondLoan: 'yes' | 'no';
  secondLoanBalance: string;
  paysOffSecondLoan: 'yes' | 'no';
  occupancy: Occupancy;
  state: string;
}

export type EstimatorField = keyof EstimatorDraft;
export type EstimatorErrors = Partial<Record<EstimatorField, string>>;

export const EMPTY_DRAFT: EstimatorDraft = {
  homeValue: '',
  mortgageBalance: '',
  cashWanted: '',
  hasSecondLoan: 'no',
  secondLoanBalance: '',
  paysOffSecondLoan: 'yes',
  occupancy: 'PRIMARY_RESIDENCE',
  state: '',
};

export const OCCUPANCY_OPTIONS: ReadonlyArray<{ value: Occupancy; label: string }> = PROPERTY_USE_OPTIONS;

export const ESTIMATOR_MESSAGES = {
  homeValue: 'Enter your home’s estimated value.',
  mortgageBalance: 'Enter what you owe on your mortgage, or 0 if nothing.',
  mortgageAboveValue: 'Your mortgage balance is more than the home’s value; check both amounts.',
  cashWanted: 'Enter how much cash you want.',
  secondLoanBalance: 'Enter what you owe on the second loan.',
  state: 'Choose the state your home is in.',
} as const;

export type EstimatorResult = { ok: true; input: Omit<EligibilityInput, 'licensedStates'> } | { ok: false; errors: EstimatorErrors };

/** Every field's problem at once; the input for the model when there are none. */
export function readEstimator(draft: EstimatorDraft): EstimatorResult {
  const errors: EstimatorErrors = {};
  const homeValue = parseMoneyCents(draft.homeValue);
  const mortgage = parseMoneyCents(draft.mortgageBalance);
  const cash = parseMoneyCents(draft.cashWanted);
  const second = draft.hasSecondLoan === 'yes' ? parseMoneyCents(draft.secondLoanBalance) : 0;
  if (homeValue === null || homeValue === 0) errors.homeValue = ESTIMATOR_MESSAGES.homeValue;
  if (mortgage === null) errors.mortgageBalance = ESTIMATOR_MESSAGES.mortgageBalance;
  else if (homeValue && mortgage > homeValue) errors.mortgageBalance = ESTIMATOR_MESSAGES.mortgageAboveValue;
  if (cash === null || cash === 0) errors.cashWanted = ESTIMATOR_MESSAGES.cashWanted;
  if (second === null || (draft.hasSecondLoan === 'yes' && second === 0)) errors.secondLoanBalance = ESTIMATOR_MESSAGES.secondLoanBalance;
  if (!/^[A-Z]{2}$/.test(draft.state)) errors.state = ESTIMATOR_MESSAGES.state;
  if (Object.keys(errors).length > 0 || homeValue === null || mortgage === null || cash === null || second === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      homeValueCents: homeValue,
      mortgageBalanceCents: mortgage,
      cashCents: cash,
      hasSecondLoan: draft.hasSecondLoan === 'yes',
      secondLoanBalanceCents: second,
      paysOffSecondLoan: draft.hasSecondLoan === 'yes' && draft.paysOffSecondLoan === 'yes',
      occupancy: draft.occupancy,
      state: draft.state,
    },
  };
}

/** Cents to the money mask's text: 5000000 → "50,000". */
export const centsToMaskText = typedDollars;
