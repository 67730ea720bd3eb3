import { LEDGER_KIND_LABELS } from '#core/properties/closingDisbursement';
import type { EquityLedgerEntryFieldsFragment } from '#generated/web';
import { DataTable, numberCell } from '../../../../components/DataTable/DataTable';
import { formatMoney } from '../../../../lib/format';
import { formatDate, formatShare } from '../../model/formatShare';
import styles from './LedgerTable.module.css';

/** The equity ledger, newest first: every row as it was recorded. */
export function LedgerTable({ entries }: { entries: readonly EquityLedgerEntryFieldsFragment[] }) {
  if (entries.length === 0) return <p>No transactions yet. Your monthly payments, buy-ins and cash-outs will appear here.</p>;
  return (
    <DataTable caption="Equity ledger">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Transaction</th>
          <th scope="col" className={numberCell}>
            Amount
          </th>
          <th scope="col" className={numberCell}>
            Home value used
          </th>
          <th scope="col" className={numberCell}>
            Roofline’s share
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.uuid}>
            <td>{formatDate(entry.recordedAt)}</td>
            <td>
              {LEDGER_KIND_LABELS[entry.kind]}
              {entry.description ? <span className={styles.detail}> · {entry.description}</span> : null}
            </td>
            <td className={numberCell}>{entry.kind === 'VALUATION' ? '—' : formatMoney(entry.amount)}</td>
            <td className={numberCell}>{formatMoney(entry.homeValue)}</td>
            <td className={numberCell}>
              {entry.designatedPercentageBefore === entry.designatedPercentageAfter
                ? formatShare(entry.designatedPercentageAfter)
                : `${formatShare(entry.designatedPercentageBefore)} → ${formatShare(entry.designatedPercentageAfter)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
