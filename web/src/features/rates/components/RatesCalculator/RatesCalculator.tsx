import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { RatesSort } from '#generated/rates';
import { cashOutOptions } from '../../model/rateOptions';
import { AddressField } from '#web/components/AddressField/AddressField';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { RateResults, RESULTS_HEADING_ID, isResultsError } from '../RateResults/RateResults';
import { CalculatorFilters } from './CalculatorFilters';
import { parseDollars } from '#core/money/parseDollars';
import { hasRequiredFields, type CalculatorDraft } from '../../model/calculatorValues';
import { chooseAddress, ratesStore, setFiltersOpen, typeAddress, updateDraft, useRatesState, type RateOptionResult } from '../../model/ratesCalculatorStore';
import { RATES_MESSAGES, searchRates } from '../../model/ratesSearch';
import { useClientSource } from '#web/lib/data/clientSource';
import styles from './RatesCalculator.module.css';

/** Filters whose change re-queries at once (spec section 4): term, motivation, requested mortgages. */
const REQUERY_FIELDS = new Set<string>(['term', 'optimizeBy', 'requestedMortgages']);

export interface RatesCalculatorProps {
  /** Spec section 4: changing cash-out re-queries by default. */
  requeryOnCashOutChange?: boolean;
  onChoose?: (option: RateOptionResult) => void;
  /** Shown in the results area before the first search. */
  idle?: ReactNode;
  pageSize?: number;
}

const focusResults = () => document.getElementById(RESULTS_HEADING_ID)?.focus();

// The checks (zod) load when first needed, not with the page: the first focus in the form asks
// for them, so they are there by the time a field is left.
const loadChecks = () => import('../../model/calculatorSchema');
const resolver: Resolver<CalculatorDraft> = async (values, context, options) => (await loadChecks()).calculatorResolver(values, context, options);

/** The refinance rates calculator: address, collapsible filters and the results list. */
export function RatesCalculator({ requeryOnCashOutChange = true, onChoose, idle, pageSize = 10 }: RatesCalculatorProps) {
  const clientSource = useClientSource();
  const state = useRatesState();
  const filtersId = useId();
  const {
    register,
    handleSubmit,
    subscribe,
    control,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<CalculatorDraft>({ resolver, mode: 'onTouched', defaultValues: state.draft, shouldFocusError: false });

  // The store mirrors the form, so the other rates pages and a reload see what was entered.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name, type }) => {
          updateDraft(values);
          if (type !== 'change' || !name || !ratesStore.get().hasSearched) return;
          if (REQUERY_FIELDS.has(name) || (name === 'cashOutAmount' && requeryOnCashOutChange)) void searchRates(clientSource);
        },
      }),
    [subscribe, clientSource, requeryOnCashOutChange],
  );

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    const preload = () => void loadChecks();
    form?.addEventListener('focusin', preload, { once: true });
    return () => form?.removeEventListener('focusin', preload);
  }, []);

  const homeValue = parseDollars(useWatch({ control, name: 'estimatedHomeValue' }));
  const cashOutAmounts = useMemo(() => cashOutOptions(homeValue ?? undefined), [homeValue]);
  const cashOut = useWatch({ control, name: 'cashOutAmount' });
  // A lower home value can leave the chosen cash-out off the list; fall back to none.
  useEffect(() => {
    if (!cashOutAmounts.includes(Number(cashOut))) setValue('cashOutAmount', '0');
  }, [cashOutAmounts, cashOut, setValue]);

  const search = async () => {
    updateDraft(getValues());
    if (await searchRates(clientSource)) focusResults();
  };

  const onInvalid = async () => {
    const values = getValues();
    updateDraft(values);
    if (!hasRequiredFields(values)) void searchRates(clientSource);
    else setFiltersOpen(true);
    const firstInvalid = (await loadChecks()).firstInvalidField(values);
    if (firstInvalid) setTimeout(() => setFocus(firstInvalid), 0);
  };

  const onSortChange = (sort: RatesSort) => {
    setValue('optimizeBy', sort);
    updateDraft({ optimizeBy: sort });
    if (ratesStore.get().hasSearched) void searchRates(clientSource);
  };

  const formError = state.error && !isResultsError(state.error) ? state.error : null;
  const addressInvalid = formError === RATES_MESSAGES.invalidAddress;

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate aria-label="Refinance rates" onSubmit={handleSubmit(search, onInvalid)} ref={formRef}>
        <AddressField
          label="Property address"
          hint="Start typing, then choose your street address from the list."
          value={state.addressText}
          onTextChange={typeAddress}
          onChoose={(choice) => {
            const reset = chooseAddress(choice);
            if (reset) for (const [name, value] of Object.entries(reset)) setValue(name as keyof typeof reset, value);
          }}
          invalid={addressInvalid}
        />
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={state.filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!state.filtersOpen)}
        >
          <span>Filters</span>
          <span className={styles.filtersHint}>Your mortgage, home and new loan</span>
          <span aria-hidden="true" className={[styles.chevron, state.filtersOpen ? styles.chevronOpen : ''].join(' ')}>
            ▾
          </span>
        </button>
        <div id={filtersId} className={styles.filters} hidden={!state.filtersOpen}>
          <CalculatorFilters register={register} errors={errors} cashOutAmounts={cashOutAmounts} />
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        <Button type="submit" fullWidth busy={state.loading}>
          {state.loading ? 'Finding rates…' : 'See my rates'}
        </Button>
      </form>
      <RateResults
        state={state}
        onSortChange={onSortChange}
        onRetry={() => void search()}
        onChoose={onChoose}
        pageSize={pageSize}
        idle={idle}
        emptyHint={
          <Button type="button" variant="secondary" onClick={() => setFiltersOpen(true)}>
            Change filters
          </Button>
        }
      />
    </div>
  );
}
