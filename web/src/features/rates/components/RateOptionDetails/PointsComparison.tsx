import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { RateOptionCard_OptionFragment } from '#generated/rates';
import { formatInterestRate, formatMoney } from '#web/lib/format';
import { monthsToOffset } from '../../model/rateOptions';
import styles from './RateOptionDetails.module.css';
import { useLenderNamesShown } from '#web/lib/lenderNames';

type RateOption = RateOptionCard_OptionFragment;

const LINE_COLOURS = [
  'var(--color-blue)',
  'var(--color-salmon)',
  'var(--color-success)',
  'var(--color-grey)',
  'var(--color-primary-strong)',
  'var(--color-danger)',
];
const TABLE_MONTHS = [12, 24, 36, 60, 84, 120, 180, 240, 360];

/** Options of the same lender program that differ only in points, most points (lowest rate) first. */
export function samePrograms(option: RateOption, options: RateOption[]): RateOption[] {
  const siblings = options.filter(
    (candidate) => candidate.lender.uuid === option.lender.uuid && candidate.lenderLoanProgramCode === option.lenderLoanProgramCode,
  );
  const unique = new Map(siblings.map((candidate) => [candidate.rateOptionUuid, candidate]));
  unique.set(option.rateOptionUuid, option);
  return [...unique.values()].sort((a, b) => b.points - a.points || a.interestRate - b.interestRate);
}

/** The option closest to no points: the baseline every other choice is measured against. */
export function parOption(options: RateOption[]): RateOption | undefined {
  return [...options].sort((a, b) => Math.abs(a.points) - Math.abs(b.points) || a.interestRate - b.interestRate)[0];
}

const pointsLabel = (option: RateOption) => {
  if (option.points === 0) return 'No points';
  const count = Math.abs(option.points);
  const noun = count === 1 ? 'point' : 'points';
  return option.points > 0 ? `${count} ${noun}` : `${count} ${noun} credit`;
};
const optionName = (option: RateOption) => `${formatInterestRate(option.interestRate)} (${pointsLabel(option)})`;

/**
 * Paying points buys a lower rate; taking a lender credit means a higher one. Each line shows
 * what an option has cost, net, against the no-points option after a given month: where it
 * crosses zero the points have been earned back (or the credit used up).
 */
export function PointsComparison({ option, options }: { option: RateOption; options: RateOption[] }) {
  const lenderNamesShown = useLenderNamesShown();
  const group = samePrograms(option, options);
  const par = parOption(group);
  if (!par || group.length < 2) {
    return <p>This lender offers this program at one price only, so there are no points or credits to compare.</p>;
  }
  const lastMonth = Math.min(par.numberOfPayments, Math.max(120, ...group.map((candidate) => (candidate.breakEvenTerm ?? 0) * 1.5)));
  const netCost = (candidate: RateOption, month: number) =>
    Math.round(candidate.costOfPoints - par.costOfPoints + (candidate.monthlyPI - par.monthlyPI) * month);
  const chartMonths = Array.from({ length: Math.floor(lastMonth / 6) + 1 }, (_, index) => index * 6);
  const chartData = chartMonths.map((month) =>
    Object.fromEntries([['month', month], ...group.map((candidate) => [candidate.rateOptionUuid, netCost(candidate, month)])]),
  );
  const tableMonths = TABLE_MONTHS.filter((month) => month <= par.numberOfPayments);
  const offsetMonth = (candidate: RateOption) =>
    candidate === par
      ? null
      : candidate.points > 0 && candidate.breakEvenTerm !== null
        ? candidate.breakEvenTerm
        : monthsToOffset(candidate.costOfPoints - par.costOfPoints, candidate.monthlyPI - par.monthlyPI);

  const pointsTitle = `${lenderNamesShown ? `${option.lender.companyName}: points` : 'Points'} and credits against the no-points rate of ${formatInterestRate(par.interestRate)}`;

  return (
    <div>
      <p className={styles.lead} aria-hidden="true">
        {pointsTitle}
      </p>
      <div className={styles.tableScroll}>
        <table className={[styles.table, styles.nowrap].join(' ')}>
          <caption className="visually-hidden">{pointsTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Rate</th>
              <th scope="col">Points</th>
              <th scope="col" className={styles.amount}>
                Paid at closing
              </th>
              <th scope="col" className={styles.amount}>
                Monthly payment
              </th>
              <th scope="col">Break-even</th>
            </tr>
          </thead>
          <tbody>
            {group.map((candidate) => {
              const months = offsetMonth(candidate);
              return (
                <tr
                  key={candidate.rateOptionUuid}
                  className={candidate.rateOptionUuid === option.rateOptionUuid ? styles.currentRow : undefined}
                  aria-current={candidate.rateOptionUuid === option.rateOptionUuid || undefined}
                >
                  <th scope="row">{formatInterestRate(candidate.interestRate)}</th>
                  <td>{pointsLabel(candidate)}</td>
                  <td className={styles.amount}>
                    {candidate.costOfPoints < 0 ? `${formatMoney(-candidate.costOfPoints)} credit` : formatMoney(candidate.costOfPoints)}
                  </td>
                  <td className={styles.amount}>{formatMoney(candidate.monthlyPI)}</td>
                  <td>
                    {candidate === par
                      ? 'Baseline'
                      : months === null
                        ? 'Never'
                        : candidate.points > par.points
                          ? `Earned back in month ${months}`
                          : `Credit used up in month ${months}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.lead}>Net cost against the no-points rate, month by month (below zero means ahead):</p>
      <div className={styles.chart} aria-hidden="true">
        <LineChart responsive style={{ width: '100%', height: 260 }} data={chartData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" />
          <XAxis dataKey="month" fontSize={12} tickLine={false} interval="preserveStartEnd" />
          <YAxis tickFormatter={(value: number) => formatMoney(value)} width={72} fontSize={12} tickLine={false} axisLine={false} />
          <ReferenceLine y={0} stroke="var(--color-ink-soft)" />
          <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(label) => `Month ${String(label)}`} />
          <Legend />
          {group.map((candidate, index) => (
            <Line
              key={candidate.rateOptionUuid}
              dataKey={candidate.rateOptionUuid}
              name={optionName(candidate)}
              stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
              strokeWidth={candidate.rateOptionUuid === option.rateOptionUuid ? 3 : 2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      <details className={styles.dataTable}>
        <summary>Net cost table</summary>
        <div className={styles.tableScroll}>
          <table className={[styles.table, styles.nowrap].join(' ')}>
            <caption className={styles.caption}>Net cost against the no-points rate after each period</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                {tableMonths.map((month) => (
                  <th key={month} scope="col" className={styles.amount}>
                    {month < 12 ? `${month} mo` : `${month / 12} yr`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.map((candidate) => (
                <tr key={candidate.rateOptionUuid}>
                  <th scope="row">{optionName(candidate)}</th>
                  {tableMonths.map((month) => (
                    <td key={month} className={styles.amount}>
                      {formatMoney(netCost(candidate, month))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
