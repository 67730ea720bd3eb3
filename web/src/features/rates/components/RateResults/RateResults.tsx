import { Suspense, useId, useState, type ReactNode } from 'react';
import type { RatesSort } from '#generated/rates';
import { SORT_OPTIONS, DEFAULT_RATES_TERM } from '../../model/rateOptions';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { lazyWithApollo } from '#web/lib/data/lazyWithApollo';
import type { RateOptionResult, RatesCalculatorState } from '../../model/ratesCalculatorStore';
import { RATES_MESSAGES } from '../../model/ratesSearch';
import { RateOptionCard } from '../RateOptionCard/RateOptionCard';
import { useFormatMoment } from '#web/lib/dates';
import styles from './RateResults.module.css';

export const RESULTS_HEADING_ID = 'rates-results-title';

// The details and their charts (recharts) load when a card opens, not with the results, and so
// does the Apollo client their query needs if nothing loaded it before.
const RateOptionDialog = lazyWithApollo<Parameters<typeof import('../RateOptionDetails/RateOptionDetails').RateOptionDialog>[0]>(() =>
  import('../RateOptionDetails/RateOptionDetails').then((module) => module.RateOptionDialog),
);

export interface RateResultsProps {
  state: Pick<RatesCalculatorState, 'results' | 'loading' | 'error' | 'rateSheetEffectiveAt' | 'draft'>;
  onSortChange: (sort: RatesSort) => void;
  onRetry: () => void;
  onChoose?: (option: RateOptionResult) => void;
  /** How many options to show before "Show more"; all of them when omitted. */
  pageSize?: number;
  /** Shown before the first search. */
  idle?: ReactNode;
  /** Shown with the no-results message, e.g. a way back to the details. */
  emptyHint?: ReactNode;
}

/** Validation messages belong beside the form; everything else is about the results. */
export function isResultsError(error: string | null): error is string {
  return error !== null && error !== RATES_MESSAGES.incomplete && error !== RATES_MESSAGES.invalidAddress;
}

/** The results list with its four states: loading, failure (with retry), empty and the rates. */
export function RateResults({ state, onSortChange, onRetry, onChoose, pageSize, idle, emptyHint }: RateResultsProps) {
  const sortId = useId();
  const formatMoment = useFormatMoment();
  const [shown, setShown] = useState(pageSize ?? Number.POSITIVE_INFINITY);
  const [openOption, setOpenOption] = useState<RateOptionResult | null>(null);
  const { results, loading, error } = state;
  const compareYears = Number(state.draft.term) || DEFAULT_RATES_TERM;
  const resultsError = isResultsError(error) ? error : null;

  let content: ReactNode;
  if (resultsError && !loading) {
    content =
      resultsError === RATES_MESSAGES.failure ? (
        <Alert title="We couldn’t get your rates">
          <p>{resultsError}</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Alert>{resultsError}</Alert>
      );
  } else if (results === null) {
    content = loading ? <LoadingPlaceholder label="Finding your rates…" /> : idle;
  } else if (results.length === 0) {
    content = loading ? (
      <LoadingPlaceholder label="Finding your rates…" />
    ) : (
      <div className={styles.empty} role="status">
        <h3>No rates match your details</h3>
        <p>No lender offers a loan for this combination. Try other loan products, a smaller cash-out amount or a different occupancy.</p>
        {emptyHint}
      </div>
    );
  } else {
    const visible = results.slice(0, shown);
    const remaining = results.length - visible.length;
    content = (
      <>
        {loading ? <LoadingPlaceholder label="Updating your rates…" /> : null}
        <ol className={[styles.list, loading ? styles.busy : ''].join(' ')} aria-label="Rates" aria-busy={loading || undefined}>
          {visible.map((option) => (
            <li key={option.rateOptionUuid}>
              <RateOptionCard
                option={option}
                compareYears={compareYears}
                onDetails={() => setOpenOption(option)}
                onChoose={onChoose ? () => onChoose(option) : undefined}
              />
            </li>
          ))}
        </ol>
        {remaining > 0 && pageSize ? (
          <Button type="button" variant="secondary" fullWidth onClick={() => setShown((count) => count + pageSize)}>
            Show {Math.min(pageSize, remaining)} more of {remaining}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.results} aria-labelledby={RESULTS_HEADING_ID}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className={styles.title}>
            Your rates
          </h2>
          {results && results.length > 0 ? (
            <p className={styles.meta}>
              {results.length} {results.length === 1 ? 'rate' : 'rates'}
              {state.rateSheetEffectiveAt ? ` · rates as of ${formatMoment(state.rateSheetEffectiveAt, 'shortDay')}` : ''}
            </p>
          ) : null}
        </div>
        {results !== null ? (
          <div className={styles.sort}>
            <label htmlFor={sortId}>Sort by</label>
            <select id={sortId} value={state.draft.optimizeBy} onChange={(event) => onSortChange(event.target.value as RatesSort)}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {content}
      {openOption ? (
        <Suspense fallback={<LoadingPlaceholder label="Opening the rate details…" />}>
          <RateOptionDialog option={openOption} options={results ?? [openOption]} onClose={() => setOpenOption(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
