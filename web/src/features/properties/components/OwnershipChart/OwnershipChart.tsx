import { Suspense } from 'react';
import type { PropertyDashboardFieldsFragment } from '#generated/web';
import { DataTable, numberCell } from '#web/components/DataTable/DataTable';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { formatMoney } from '#web/lib/format';
import { lazyPage } from '#web/lib/lazyWithTimeout';
import { formatDate, formatShare } from '../../model/formatShare';
import styles from './OwnershipChart.module.css';

// recharts is large and only this chart needs it: it loads when the chart is shown.
const OwnershipLines = lazyPage(() => import('./OwnershipLines'));

/** Ownership over time: the chart for the eye, and the same points as a table for everyone. */
export function OwnershipChart({ points }: { points: PropertyDashboardFieldsFragment['ownershipHistory'] }) {
  return (
    <figure className={styles.figure}>
      <div className={styles.chart} aria-hidden="true">
        <Suspense fallback={<LoadingPlaceholder label="Loading the chart…" />}>
          <OwnershipLines points={points} />
        </Suspense>
      </div>
      <DataTable caption="Roofline’s share over time">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className={numberCell}>
              Roofline’s share
            </th>
            <th scope="col" className={numberCell}>
              Home value
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.date}-${index}`}>
              <td>{formatDate(point.date)}</td>
              <td className={numberCell}>{formatShare(point.designatedPercentage)}</td>
              <td className={numberCell}>{formatMoney(point.homeValue)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </figure>
  );
}
