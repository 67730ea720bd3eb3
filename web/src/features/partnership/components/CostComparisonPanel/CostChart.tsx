import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactMoney } from '#core/money/formatMoney';
import { formatMoney } from '#web/lib/format';
import { CHART_VALUE_CHANGES, type CostChartRow } from './costChartData';
import styles from './CostComparisonPanel.module.css';

const COLOURS = ['var(--color-grey)', 'var(--color-blue)', 'var(--color-primary-strong)', 'var(--color-success)'];

/** Cost over 1–10 years: the refinance against the partnership at four home values. Loaded on demand. */
export default function CostChart({ rows }: { rows: CostChartRow[] }) {
  return (
    <div className={styles.chart} aria-hidden="true">
      <LineChart responsive style={{ width: '100%', height: 280 }} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line)" />
        <XAxis dataKey="years" tickLine={false} fontSize={12} tickFormatter={(years: number) => `${years}y`} />
        <YAxis tickFormatter={formatCompactMoney} width={56} fontSize={12} tickLine={false} axisLine={false} />
        <Tooltip formatter={(value) => formatMoney(Number(value))} labelFormatter={(label) => `After ${String(label)} years`} />
        <Legend />
        <Line dataKey="refinance" name="Cash-out refinance" stroke="var(--color-salmon)" strokeWidth={3} dot={false} isAnimationActive={false} />
        {CHART_VALUE_CHANGES.map((change, index) => (
          <Line
            key={change}
            dataKey={change}
            name={`Partnership, home ${change}`}
            stroke={COLOURS[index]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </div>
  );
}
