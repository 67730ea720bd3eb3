import type { RateOptionCard_OptionFragment, RateOptionDetails_OptionFragment } from '../../../../../../generated/web';
import { formatInterestRate, formatMoney } from '../../../../lib/format';
import { programLabel } from '../../model/rateOptions';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { AmortizationChart } from './AmortizationChart';
import { FeeBreakdown } from './FeeBreakdown';
import { PointsComparison } from './PointsComparison';
import styles from './RateOptionDetails.module.css';

/** The details need the card's figures (RateOptionCard_option) and their own (RateOptionDetails_option). */
type RateOption = RateOptionCard_OptionFragment & RateOptionDetails_OptionFragment;
/** Its siblings in the results, for the points comparison: card figures are enough. */
type SiblingOption = RateOptionCard_OptionFragment;

/** Everything about one option: the key figures, closing costs, the schedule and the points trade-off. */
export function RateOptionDetails({ option, options }: { option: RateOption; options: SiblingOption[] }) {
  const facts: Array<[string, string]> = [
    ['Interest rate', formatInterestRate(option.interestRate)],
    ['APR', formatInterestRate(option.apr)],
    ['Monthly principal and interest', formatMoney(option.monthlyPI)],
    ['Loan amount', formatMoney(option.baseLoanAmount)],
    ['Points', option.points === 0 ? 'None' : option.points > 0 ? `${option.points} (${formatMoney(option.costOfPoints)})` : `${option.points} (${formatMoney(-option.costOfPoints)} credit)`],
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
      <section aria-labelledby={`fees-${option.rateOptionUuid}`} className={styles.section}>
        <h3 id={`fees-${option.rateOptionUuid}`}>Closing costs</h3>
        <FeeBreakdown lines={option.feeBreakdown} />
      </section>
      <section aria-labelledby={`schedule-${option.rateOptionUuid}`} className={styles.section}>
        <h3 id={`schedule-${option.rateOptionUuid}`}>Principal and interest over time</h3>
        <AmortizationChart years={option.amortizationByYear} />
      </section>
      <section aria-labelledby={`points-${option.rateOptionUuid}`} className={styles.section}>
        <h3 id={`points-${option.rateOptionUuid}`}>Points or lender credits</h3>
        <PointsComparison option={option} options={options} />
      </section>
    </div>
  );
}

/** The details in a modal dialog, titled with the lender and program. */
export function RateOptionDialog({ option, options, onClose }: { option: RateOption; options: SiblingOption[]; onClose: () => void }) {
  return (
    <Dialog title={`${option.lender.companyName}: ${programLabel(option)} at ${formatInterestRate(option.interestRate)}`} subtitle={`APR ${formatInterestRate(option.apr)}`} onClose={onClose}>
      <RateOptionDetails option={option} options={options} />
    </Dialog>
  );
}
