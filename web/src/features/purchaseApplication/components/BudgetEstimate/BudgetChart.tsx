import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '#web/lib/format';
import type { Estimate } from './budgetEstimateData';
import styles from '../../model/PurchaseApplication.module.css';

const compactMoney = (value: number) => (value >= 1_000 ? `$${Math.round(value / 1_000)}k` : formatMoney(value));

/** The two price ranges side by side. Loaded on demand; the table beside it carries the same figures. */
export default function BudgetChart({ estimate }: { estimate: Estimate }) {
  const rows = [
    { name: 'On your own', comfortable: estimate.withoutRoofline.low, stretch: estimate.withoutRoofline.high },
    { name: 'With Roofline', comfortable: estimate.withRoofline.low, stretch: estimate.withRoofline.high },
  ];
  return (
    <div className={styles.chart} aria-hidden="true">
      <BarChart responsive style={{ width: '100%', height: 240 }} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line)" />
        <XAxis dataKey="name" tickLine={false} fontSize={12} />
        <YAxis tickFormatter={compactMoney} width={56} fontSize={12} tickLine={false} axisLine={false} />
        <Tooltip formatter={(value) => formatMoney(Number(value))} />
        <Legend />
        <Bar dataKey="comfortable" name="Comfortable" fill="var(--color-blue)" isAnimationActive={false} />
        <Bar dataKey="stretch" name="Stretch" fill="var(--color-primary-strong)" isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
