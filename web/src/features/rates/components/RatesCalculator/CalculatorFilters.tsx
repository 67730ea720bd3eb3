import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formatMoney } from '#web/lib/format';
import {
  CREDIT_SCORE_OPTIONS,
  MONTHLY_DEBT_CHOICES,
  MORTGAGE_TYPE_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  RATES_TERM_OPTIONS,
  termLabel,
} from '../../model/rateOptions';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import type { CalculatorDraft } from '../../model/calculatorValues';
import styles from './RatesCalculator.module.css';

const moneyOptions = (amounts: readonly number[]) => amounts.map((amount) => ({ value: String(amount), label: formatMoney(amount) }));
const TERM_OPTIONS = RATES_TERM_OPTIONS.map((years) => ({ value: String(years), label: termLabel(years) }));
const DEBT_OPTIONS = moneyOptions(MONTHLY_DEBT_CHOICES);

export interface CalculatorFiltersProps {
  register: UseFormRegister<CalculatorDraft>;
  errors: FieldErrors<CalculatorDraft>;
  /** The cash-out choices for the home value entered. */
  cashOutAmounts: number[];
}

/** The filters area: the mortgage, the home and the new loan the homeowner wants priced. */
export function CalculatorFilters({ register, errors, cashOutAmounts }: CalculatorFiltersProps) {
  return (
    <div className={styles.filterGroups}>
      <fieldset className={styles.fieldset}>
        <legend>Your mortgage</legend>
        <div className={styles.grid}>
          <TextField
            label="Remaining mortgage amount"
            inputMode="decimal"
            autoComplete="off"

            error={errors.remainingMortgageAmount?.message}
            {...register('remainingMortgageAmount')}
          />
          <TextField
            label="Estimated home value"
            inputMode="decimal"
            autoComplete="off"
            error={errors.estimatedHomeValue?.message}
            {...register('estimatedHomeValue')}
          />
          <SelectField
            label="Credit score"
            options={CREDIT_SCORE_OPTIONS}
            emptyOption="Choose a range"
            error={errors.creditScore?.message}
            {...register('creditScore')}
          />
          <SelectField label="Current mortgage" options={MORTGAGE_TYPE_OPTIONS} {...register('mortgageType')} />
          <TextField
            label="Original mortgage amount (optional)"
            inputMode="decimal"
            autoComplete="off"

            error={errors.originalMortgageAmount?.message}
            {...register('originalMortgageAmount')}
          />
          <TextField
            label="Second mortgage balance"
            inputMode="decimal"
            autoComplete="off"
            error={errors.secondMortgageBalance?.message}
            {...register('secondMortgageBalance')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Your home</legend>
        <div className={styles.grid}>
          <SelectField label="Occupancy" options={OCCUPANCY_OPTIONS} {...register('occupancyType')} />
          <SelectField label="Property type" options={PROPERTY_TYPE_OPTIONS} {...register('propertyType')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Your new loan</legend>
        <div className={styles.grid}>
          <SelectField label="Cash out" hint="Money to take out of your home’s equity." options={moneyOptions(cashOutAmounts)} {...register('cashOutAmount')} />
          <SelectField label="Compare costs over" options={TERM_OPTIONS} {...register('term')} />
        </div>
        <fieldset className={styles.checkGroup}>
          <legend>Loan products</legend>
          <div className={styles.checks}>
            {MORTGAGE_TYPE_OPTIONS.map((option) => (
              <label key={option.value} className={styles.check}>
                <input type="checkbox" value={option.value} {...register('requestedMortgages')} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.checks}>
          <label className={styles.check}>
            <input type="checkbox" {...register('isVeteran')} />I served in the military (VA loan)
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...register('isFHA')} />
            My mortgage is an FHA loan
          </label>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Income and debts (optional)</legend>
        <div className={styles.grid}>
          <TextField label="Annual income" inputMode="decimal" autoComplete="off" error={errors.annualIncome?.message} {...register('annualIncome')} />
          <SelectField label="Monthly debt payments" hint="Car, student and card payments." options={DEBT_OPTIONS} {...register('monthlyDebt')} />
        </div>
      </fieldset>
    </div>
  );
}
