import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { LoanCostDocument, type LoanCostQuery } from '#generated/rates';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import { useRatesState } from '../model/ratesCalculatorStore';
import { formatInterestRate, formatMoney } from '#web/lib/format';
import { programLabel } from '../model/rateOptions';
import { TERM_MONTH_OPTIONS, comparisonSchema, offerFromOption, toLoanCostInput, type ComparisonValues } from './offerComparison';
import styles from './ComparePage.module.css';
import { useLenderNamesShown } from '#web/lib/lenderNames';

type LoanCost = LoanCostQuery['loanCost'];
type Outcome =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; ours: LoanCost; theirs: LoanCost; oursCharges: number; theirsCharges: number };

function OfferFields({
  side,
  legend,
  hint,
  register,
  errors,
}: {
  side: 'ours' | 'theirs';
  legend: string;
  hint: string;
  register: UseFormRegister<ComparisonValues>;
  errors: FieldErrors<ComparisonValues>['ours'];
}) {
  return (
    <fieldset className={styles.offer}>
      <legend>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      <TextField label="Loan amount" inputMode="decimal" autoComplete="off" error={errors?.loanAmount?.message} {...register(`${side}.loanAmount`)} />
      <TextField label="Interest rate (%)" inputMode="decimal" autoComplete="off" error={errors?.interestRate?.message} {...register(`${side}.interestRate`)} />
      <SelectField label="Term" options={TERM_MONTH_OPTIONS} {...register(`${side}.termMonths`)} />
      <TextField
        label="Prepaid finance charges"
        hint="Points, origination and lender fees plus prepaid interest, less lender credits."
        inputMode="decimal"
        autoComplete="off"
        error={errors?.prepaidFinanceCharges?.message}
        {...register(`${side}.prepaidFinanceCharges`)}
      />
    </fieldset>
  );
}

const ROWS: Array<{ name: string; value: (cost: LoanCost) => number; format: (value: number) => string }> = [
  { name: 'Monthly P&I', value: (cost) => cost.monthlyPI, format: formatMoney },
  { name: 'APR', value: (cost) => cost.apr, format: (value) => formatInterestRate(value) },
  { name: 'Amount financed', value: (cost) => cost.amountFinanced, format: formatMoney },
  { name: 'Total interest', value: (cost) => cost.totalInterestPaid, format: formatMoney },
  { name: 'Total paid', value: (cost) => cost.totalPaymentAmount, format: formatMoney },
];

const signed = (value: number, format: (value: number) => string) => (Math.abs(value) < 0.005 ? 'Same' : `${value > 0 ? '+' : '−'}${format(Math.abs(value))}`);

/** /refinance/compare: another lender's offer beside ours, both costed the same way (loanCost). */
export default function ComparePage() {
  const client = useApolloClient();
  const { selectedOption, results } = useRatesState();
  const ourOption = selectedOption ?? results?.[0] ?? null;
  const lenderNamesShown = useLenderNamesShown();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ComparisonValues>({
    resolver: zodResolver(comparisonSchema),
    mode: 'onTouched',
    defaultValues: { ours: offerFromOption(ourOption), theirs: offerFromOption(null) },
  });

  const compare = async (values: ComparisonValues) => {
    setOutcome({ status: 'loading' });
    const ours = toLoanCostInput(values.ours);
    const theirs = toLoanCostInput(values.theirs);
    try {
      const [ourCost, theirCost] = await Promise.all([
        client.query({ query: LoanCostDocument, variables: { input: ours }, fetchPolicy: 'network-only' }),
        client.query({ query: LoanCostDocument, variables: { input: theirs }, fetchPolicy: 'network-only' }),
      ]);
      if (!ourCost.data?.loanCost || !theirCost.data?.loanCost) throw new Error('loanCost returned no data');
      setOutcome({
        status: 'done',
        ours: ourCost.data.loanCost,
        theirs: theirCost.data.loanCost,
        oursCharges: ours.prepaidFinanceCharges,
        theirsCharges: theirs.prepaidFinanceCharges,
      });
    } catch {
      setOutcome({ status: 'failed' });
    }
  };

  const verdict = (() => {
    if (outcome.status !== 'done') return null;
    const ourTotal = outcome.ours.totalPaymentAmount + outcome.oursCharges;
    const theirTotal = outcome.theirs.totalPaymentAmount + outcome.theirsCharges;
    const difference = theirTotal - ourTotal;
    if (Math.abs(difference) < 1) return 'Both offers cost the same over their full terms.';
    return difference > 0
      ? `Over the full term, the Roofline offer costs ${formatMoney(Math.round(difference))} less in payments and prepaid finance charges.`
      : `Over the full term, the other lender’s offer costs ${formatMoney(Math.round(-difference))} less in payments and prepaid finance charges.`;
  })();

  return (
    <PageContainer
      title="Compare an offer"
      description="Put another lender's loan offer beside a Roofline rate and see the payment, APR and total cost of each."
    >
      <header className={styles.intro}>
        <h1>Compare an offer</h1>
        <p className={styles.lead}>Have a Loan Estimate from another lender? Enter its terms and see both offers worked out the same way.</p>
      </header>
      <form className={styles.form} noValidate aria-label="Compare offers" onSubmit={handleSubmit(compare)}>
        <div className={styles.offers}>
          <OfferFields
            side="ours"
            legend="Roofline offer"
            hint={
              ourOption
                ? `${lenderNamesShown ? `${ourOption.lender.companyName}, ` : ''}${programLabel(ourOption)} at ${formatInterestRate(ourOption.interestRate)}.`
                : 'Search for rates first, or enter a Roofline rate you were quoted.'
            }
            register={register}
            errors={errors.ours}
          />
          <OfferFields
            side="theirs"
            legend="Other lender’s offer"
            hint="From page 1 and section A of their Loan Estimate."
            register={register}
            errors={errors.theirs}
          />
        </div>
        <Button type="submit" busy={outcome.status === 'loading'}>
          Compare offers
        </Button>
      </form>

      <section className={styles.results} aria-labelledby="comparison-title" aria-live="polite">
        <h2 id="comparison-title">Side by side</h2>
        {outcome.status === 'idle' ? <p className={styles.hint}>Enter both offers and choose Compare offers.</p> : null}
        {outcome.status === 'loading' ? <LoadingPlaceholder label="Working out both offers…" /> : null}
        {outcome.status === 'failed' ? (
          <Alert title="We couldn’t work out the offers">
            <p>Sorry, there was a problem. Please try again later.</p>
            <Button type="button" variant="secondary" onClick={() => void handleSubmit(compare)()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {outcome.status === 'done' ? (
          <>
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">The two offers side by side</caption>
                <thead>
                  <tr>
                    <th scope="col">Figure</th>
                    <th scope="col">Roofline</th>
                    <th scope="col">Other lender</th>
                    <th scope="col" className={styles.differenceColumn}>
                      Difference
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map((row) => (
                    <tr key={row.name}>
                      <th scope="row">{row.name}</th>
                      <td>{row.format(row.value(outcome.ours))}</td>
                      <td>
                        {row.format(row.value(outcome.theirs))}
                        <span className={styles.inlineDifference}>{signed(row.value(outcome.theirs) - row.value(outcome.ours), row.format)}</span>
                      </td>
                      <td className={styles.differenceColumn}>{signed(row.value(outcome.theirs) - row.value(outcome.ours), row.format)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.verdict}>{verdict}</p>
            <p className={styles.hint}>Differences are the other lender’s figure minus Roofline’s.</p>
          </>
        ) : null}
      </section>
    </PageContainer>
  );
}
