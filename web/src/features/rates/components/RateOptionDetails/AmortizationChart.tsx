import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { RateOptionDetails_OptionFragment } from '#generated/rates';
import { formatCompactMoney } from '#core/money/formatMoney';
import { formatMoney } from '#web/lib/format';
import styles from './RateOptionDetails.module.css';

type AmortizationYear = RateOptionDetails_OptionFragment['amortizationByYear'][number];

/** The year principal paid first exceeds interest paid, or null if it never does. */
export function crossoverYear(years: AmortizationYear[]): number | null {
  return years.find((year) => year.principalPaid > year.interestPaid)?.year ?? null;
}

/** How each year's payments split between principal and interest, as a chart and as a table. */
export function AmortizationChart({ years }: { years: AmortizationYear[] }) {
  if (years.length === 0) return <p>No payment schedule is available for this option.</p>;
  const crossover = crossoverYear(years);
  const totalInterest = years.reduce((total, year) => total + year.interestPaid, 0);
  return (
    <div>
      <p className={styles.lead}>
        Over the life of the loan you pay {formatMoney(Math.round(totalInterest))} in interest.{' '}
        {crossover
          ? `From year ${crossover}, more of each payment goes to principal than to interest.`
          : 'Interest is the larger part of every year’s payments.'}
      </p>
      <div className={styles.chart} aria-hidden="true">
        <BarChart responsive style={{ width: '100%', height: 260 }} data={years} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line)" />
          <XAxis dataKey="year" tickLine={false} fontSize={12} interval="preserveStartEnd" />
          <YAxis tickFormatter={formatCompactMoney} width={52} fontSize={12} tickLine={false} axisLine={false} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(label) => `Year ${String(label)}`} />
          <Legend />
          <Bar dataKey="principalPaid" name="Principal" stackId="payment" fill="var(--color-blue)" isAnimationActive={false} />
          <Bar dataKey="interestPaid" name="Interest" stackId="payment" fill="var(--color-salmon)" isAnimationActive={false} />
        </BarChart>
      </div>
      <details className={styles.dataTable}>
        <summary>Year-by-year table</summary>
        <div className={styles.tableScroll}>
          <table className={[styles.table, styles.nowrap].join(' ')}>
            <caption className={styles.caption}>Principal and interest paid each year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col" className={styles.amount}>
                  Principal
                </th>
                <th scope="col" className={styles.amount}>
                  Interest
                </th>
                <th scope="col" className={styles.amount}>
                  Balance at year end
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td className={styles.amount}>{formatMoney(year.principalPaid)}</td>
                  <td className={styles.amount}>{formatMoney(year.interestPaid)}</td>
                  <td className={styles.amount}>{formatMoney(year.endingBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
