import { useQuery } from '@apollo/client/react';
import { RateOptionDetailsDocument, type RateOptionCard_OptionFragment, type RateOptionDetails_OptionFragment } from '#generated/rates';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { formatInterestRate, formatMoney } from '#web/lib/format';
import { programLabel } from '../../model/rateOptions';
import { Dialog } from '#web/components/Dialog/Dialog';
import { AmortizationChart } from './AmortizationChart';
import { FeeBreakdown } from './FeeBreakdown';
import { PointsComparison } from './PointsComparison';
import styles from './RateOptionDetails.module.css';
import { useLenderNamesShown } from '#web/lib/lenderNames';

/** The details start from the card's figures (RateOptionCard_option) and load their own (RateOptionDetails_option). */
type RateOption = RateOptionCard_OptionFragment;
/** Its siblings in the results, for the points comparison: card figures are enough. */
type SiblingOption = RateOptionCard_OptionFragment;

/** Everything about one option: the key figures, closing costs, the schedule and the points trade-off. */
export function RateOptionDetails({ option, options }: { option: RateOption; options: SiblingOption[] }) {
  const facts: Array<[string, string]> = [
    ['Interest rate', formatInterestRate(option.interestRate)],
    ['APR', formatInterestRate(option.apr)],
    ['Monthly principal and interest', formatMoney(option.monthlyPI)],
    ['Loan amount', formatMoney(option.baseLoanAmount)],
    [
      'Points',
      option.points === 0
        ? 'None'
        : option.points > 0
          ? `${option.points} (${formatMoney(option.costOfPoints)})`
          : `${option.points} (${formatMoney(-option.costOfPoints)} credit)`,
    ],
    ['Closing costs', formatMoney(option.totalFees)],
    ['Total interest', formatMoney(option.totalInterestPaid)],
    ['Total of payments', formatMoney(option.totalPaymentAmount)],
  ];
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {option.amortizationType === 'ADJUSTABLE' ? (
        <p className={styles.note}>
          The rate is fixed for {option.fixedPaymentYears ?? 'the first'} years and then adjusts, so later payments can differ from those shown.
        </p>
      ) : null}
      <OptionBreakdownLoader rateOptionUuid={option.rateOptionUuid} />
      <section aria-labelledby={`points-${option.rateOptionUuid}`} className={styles.section}>
        <h3 id={`points-${option.rateOptionUuid}`}>Points or lender credits</h3>
        <PointsComparison option={option} options={options} />
      </section>
    </div>
  );
}

/**
 * The closing costs line by line and the yearly schedule: the results list leaves them out, so
 * they load when the details open. A quote too old to be kept says so.
 */
function OptionBreakdownLoader({ rateOptionUuid }: { rateOptionUuid: string }) {
  const query = useQuery(RateOptionDetailsDocument, { variables: { rateOptionUuid } });
  return (
    <QueryStates
      query={query}
      select={(data) => data.rateOption}
      what="the closing costs and payment schedule"
      loadingLabel="Loading the closing costs and payment schedule…"
      empty={<p className={styles.note}>This rate is no longer quoted. Search again for today’s closing costs and schedule.</p>}
    >
      {(details) => <OptionBreakdown details={details} />}
    </QueryStates>
  );
}

/** The fee and schedule sections of one option's details. */
export function OptionBreakdown({ details }: { details: RateOptionDetails_OptionFragment }) {
  return (
    <>
      <section aria-labelledby={`fees-${details.rateOptionUuid}`} className={styles.section}>
        <h3 id={`fees-${details.rateOptionUuid}`}>Closing costs</h3>
        <FeeBreakdown lines={details.feeBreakdown} />
      </section>
      <section aria-labelledby={`schedule-${details.rateOptionUuid}`} className={styles.section}>
        <h3 id={`schedule-${details.rateOptionUuid}`}>Principal and interest over time</h3>
        <AmortizationChart years={details.amortizationByYear} />
      </section>
    </>
  );
}

/** The details in a modal dialog, titled with the lender and program. */
/** The details in a modal dialog, titled with the program (and the lender while lender names are on). */
export function RateOptionDialog({ option, options, onClose }: { option: RateOption; options: SiblingOption[]; onClose: () => void }) {
  const lenderNamesShown = useLenderNamesShown();
  return (
    <Dialog
      title={`${lenderNamesShown ? `${option.lender.companyName}: ` : ''}${programLabel(option)} at ${formatInterestRate(option.interestRate)}`}
      subtitle={`APR ${formatInterestRate(option.apr)}`}
      onClose={onClose}
    >
      <RateOptionDetails option={option} options={options} />
    </Dialog>
  );
}
