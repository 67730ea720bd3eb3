import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/Button/Button';
import { partnershipEligibility, type EligibilityInput, type EligibilityResult } from '#core/partnership/index';
import { US_STATES } from '#core/usStates';
import { Alert } from '#web/components/Alert/Alert';
import { Field } from '#web/components/Field/Field';
import { MaskedInput } from '#web/components/MaskedInput/MaskedInput';
import { SelectField } from '#web/components/SelectField/SelectField';
import { formatCents } from '#core/money/formatMoney';
import { CostComparisonPanel } from '../CostComparisonPanel/CostComparisonPanel';
import { DenialNotice } from '../DenialNotice/DenialNotice';
import { LazyPartnershipWaitlist } from '../LazyPartnershipWaitlist/LazyPartnershipWaitlist';
import { centsToMaskText, EMPTY_DRAFT, OCCUPANCY_OPTIONS, readEstimator, type EstimatorDraft, type EstimatorField } from '../../model/estimatorForm';
import { DEFAULT_LICENSED_STATES } from '#core/rates/limits';
import { ProductComparison } from '../ProductComparison/ProductComparison';
import styles from './OfferEstimator.module.css';

export interface OfferEstimatorProps {
  /** States where the partnership is licensed (configuration). */
  licensedStates?: readonly string[];
  /** The partnership waitlist flag: offers are estimates and everyone is asked to join the partnership waitlist. */
  waitlistOnly?: boolean;
  initialDraft?: EstimatorDraft;
}

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/**
 * The live offer estimator: home value, mortgage, cash wanted, second loan, occupancy and
 * state, computed in the browser with core/partnership as the homeowner types. Every denial
 * shows in the spec's words; the three products sit side by side when none applies.
 */
export function OfferEstimator({ licensedStates = DEFAULT_LICENSED_STATES, waitlistOnly = false, initialDraft = EMPTY_DRAFT }: OfferEstimatorProps) {
  const [draft, setDraft] = useState<EstimatorDraft>(initialDraft);
  const [touched, setTouched] = useState<ReadonlySet<EstimatorField>>(() => new Set(filledFields(initialDraft)));
  const read = useMemo(() => readEstimator(draft), [draft]);
  const outcome = useMemo(() => evaluate(read, licensedStates), [read, licensedStates]);
  const resultsId = useId();

  const set = <K extends EstimatorField>(field: K, value: EstimatorDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (value !== '') setTouched((current) => new Set(current).add(field));
  };
  const touch = (field: EstimatorField) => () => setTouched((current) => new Set(current).add(field));
  const errorOf = (field: EstimatorField) => (!read.ok && touched.has(field) ? read.errors[field] : undefined);

  const money = (field: 'homeValue' | 'mortgageBalance' | 'cashWanted' | 'secondLoanBalance', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errorOf(field)}>
      {(control) => (
        <MaskedInput {...control} mask="money" value={draft[field]} onValueChange={(value) => set(field, value)} onBlur={touch(field)} autoComplete="off" />
      )}
    </Field>
  );

  return (
    <div className={styles.estimator}>
      <form className={styles.form} aria-describedby={resultsId} onSubmit={(event) => event.preventDefault()} noValidate>
        {money('homeValue', 'Home value', 'Your best estimate of what it would sell for today.')}
        {money('mortgageBalance', 'Mortgage balance', 'What you still owe on your first mortgage; 0 if nothing.')}
        {money('cashWanted', 'Cash you want')}
        <SelectField
          label="Do you have a second mortgage or home equity line?"
          options={YES_NO}
          value={draft.hasSecondLoan}
          onChange={(event) => set('hasSecondLoan', event.target.value === 'yes' ? 'yes' : 'no')}
        />
        {draft.hasSecondLoan === 'yes' ? (
          <>
            {money('secondLoanBalance', 'Second loan balance')}
            <SelectField
              label="Will it be paid off at closing?"
              options={[
                { value: 'yes', label: 'Yes, pay it off' },
                { value: 'no', label: 'No, keep it' },
              ]}
              value={draft.paysOffSecondLoan}
              onChange={(event) => set('paysOffSecondLoan', event.target.value === 'no' ? 'no' : 'yes')}
            />
          </>
        ) : null}
        <SelectField
          label="How do you use the home?"
          options={OCCUPANCY_OPTIONS}
          value={draft.occupancy}
          onChange={(event) => set('occupancy', OCCUPANCY_OPTIONS.find((o) => o.value === event.target.value)?.value ?? 'PRIMARY_RESIDENCE')}
        />
        <SelectField
          label="State"
          options={STATE_OPTIONS}
          emptyOption="Choose a state"
          value={draft.state}
          error={errorOf('state')}
          onChange={(event) => set('state', event.target.value)}
          onBlur={touch('state')}
        />
      </form>
      <section id={resultsId} className={styles.results} aria-label="Your estimated offer">
        <p className="visually-hidden" role="status">
          {announcement(outcome)}
        </p>
        {/* One sign-up form: a denial that asks for the waitlist carries it instead. */}
        {waitlistOnly && !(outcome.kind === 'result' && outcome.result.waitlist) ? (
          <LazyPartnershipWaitlist lead="The partnership has a waitlist right now; these figures are an estimate." />
        ) : null}
        <Results outcome={outcome} waitlistOnly={waitlistOnly} onUseCash={(value) => set('cashWanted', centsToMaskText(value))} />
        {read.ok && outcome.kind === 'result' && outcome.result.offer && !waitlistOnly ? <ApplyButton estimate={read.input} /> : null}
      </section>
      {outcome.kind === 'result' && outcome.result.offer ? (
        <div className={styles.wide}>
          <CostComparisonPanel terms={outcome.result.offer.products.KEEP} mortgageBalanceCents={outcome.mortgageCents} />
        </div>
      ) : null}
    </div>
  );
}

type Outcome = { kind: 'incomplete' } | { kind: 'failed' } | { kind: 'result'; result: EligibilityResult; cashCents: number; mortgageCents: number };

function evaluate(read: ReturnType<typeof readEstimator>, licensedStates: readonly string[]): Outcome {
  if (!read.ok) return { kind: 'incomplete' };
  try {
    return {
      kind: 'result',
      result: partnershipEligibility({ ...read.input, licensedStates }),
      cashCents: read.input.cashCents,
      mortgageCents: read.input.mortgageBalanceCents,
    };
  } catch {
    return { kind: 'failed' };
  }
}

/** One short sentence for screen readers when the result changes, rather than the whole panel. */
function announcement(outcome: Outcome): string {
  if (outcome.kind !== 'result') return '';
  const { result } = outcome;
  if (!result.offer)
    return result.denials.length === 1
      ? 'One reason we can’t offer a partnership is shown.'
      : `${result.denials.length} reasons we can’t offer a partnership are shown.`;
  const { KEEP, PAYOFF, SAVER } = result.offer.products;
  return `Offer updated: ${formatCents(KEEP.monthlyPaymentCents)} a month keeping your mortgage, ${formatCents(PAYOFF.monthlyPaymentCents)} paying it off, ${formatCents(SAVER.monthlyPaymentCents)} with Saver.`;
}

function filledFields(draft: EstimatorDraft): EstimatorField[] {
  return (Object.keys(draft) as EstimatorField[]).filter((field) => draft[field] !== '');
}

function Results({ outcome, waitlistOnly, onUseCash }: { outcome: Outcome; waitlistOnly: boolean; onUseCash: (cents: number) => void }) {
  if (outcome.kind === 'incomplete') {
    return <p className={styles.empty}>Enter your home’s value, what you owe and the cash you want, and your offer appears here.</p>;
  }
  if (outcome.kind === 'failed') {
    return <Alert title="We couldn’t estimate an offer from these figures">Please check the amounts above.</Alert>;
  }
  const { result, cashCents } = outcome;
  if (!result.offer)
    return (
      <DenialNotice
        denials={result.denials}
        cashAvailableCents={result.cashAvailableCents}
        onUseCash={onUseCash}
        partnershipWaitlist={waitlistOnly ? {} : null}
      />
    );
  return (
    <div>
      <p className={styles.available}>
        You could take up to <strong>{formatCents(result.cashAvailableCents)}</strong>. Here is what {formatCents(cashCents)} looks like with each of our
        products.
      </p>
      <ProductComparison offer={result.offer} />
    </div>
  );
}

/**
 * Starts the partnership application with the estimate's figures already answered. What carries
 * them (the application's prequal storage) loads on the click, not with the page.
 */
function ApplyButton({ estimate }: { estimate: Omit<EligibilityInput, 'licensedStates'> }) {
  const navigate = useNavigate();
  async function apply() {
    const { APPLY_PATH, carryEstimateToApplication } = await import('../../model/applyFromEstimate');
    carryEstimateToApplication(estimate);
    await navigate(APPLY_PATH);
  }
  return (
    <p className={styles.apply}>
      <Button type="button" onClick={() => void apply()}>
        Apply for this offer
      </Button>
    </p>
  );
}
