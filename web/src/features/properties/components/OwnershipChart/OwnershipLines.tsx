import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PropertyDashboardFieldsFragment } from '#generated/web';
import { formatDate, formatShare } from '../../model/formatShare';
import { shareAxisDomain, shareAxisTicks } from '../../model/shareAxisDomain';

/** Roofline's share over time as a line; the table beside it carries the same figures. Loaded on demand. */
export default function OwnershipLines({ points }: { points: PropertyDashboardFieldsFragment['ownershipHistory'] }) {
  const domain = shareAxisDomain(points.map((point) => point.designatedPercentage));
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 240 }}
      data={points.map((point) => ({ ...point, label: formatDate(point.date) }))}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-line)" />
      <XAxis dataKey="label" tickLine={false} fontSize={12} />
      <YAxis
        tickFormatter={(value: number) => formatShare(value)}
        width={64}
        fontSize={12}
        tickLine={false}
        axisLine={false}
        domain={domain}
        ticks={shareAxisTicks(domain)}
      />
      <Tooltip formatter={(value) => formatShare(Number(value))} />
      <Line type="stepAfter" dataKey="designatedPercentage" name="Roofline’s share" stroke="var(--color-primary)" strokeWidth={2} isAnimationActive={false} />
    </LineChart>
  );
}
