import { closingDisbursementDescription, LEDGER_KIND_LABELS } from '#core/properties/closingDisbursement';
import type { ClosingDisbursementFieldsFragment, EquityLedgerEntryFieldsFragment } from '#generated/web';
import { DataTable, numberCell } from '#web/components/DataTable/DataTable';
import { formatMoney } from '#web/lib/format';
import { formatDate, formatShare } from '../../model/formatShare';
import styles from './LedgerTable.module.css';

/** Where the cash at closing is, and when it arrives or what to do. */
function DisbursementStatus({ disbursement }: { disbursement: ClosingDisbursementFieldsFragment }) {
  return (
    <span className={styles.status} data-status={disbursement.status}>
      <strong>{disbursement.statusLabel}</strong>: {disbursement.message}
    </span>
  );
}

/**
 * The equity ledger, newest first: every row as it was recorded. The cash at closing shows where
 * it is: on its ledger row once the money moved, or as a row of its own before (requested, or not
 * sent with what to do).
 */
export function LedgerTable({
  entries,
  closingDisbursement = null,
}: {
  entries: readonly EquityLedgerEntryFieldsFragment[];
  closingDisbursement?: ClosingDisbursementFieldsFragment | null;
}) {
  const disbursedRow = entries.some((entry) => entry.kind === 'CLOSING_DISBURSEMENT');
  const pending = closingDisbursement && !disbursedRow ? closingDisbursement : null;
  if (entries.length === 0 && !pending) return <p>No transactions yet. Your monthly payments, buy-ins and cash-outs will appear here.</p>;
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
              {entry.kind === 'CLOSING_DISBURSEMENT' && closingDisbursement ? <DisbursementStatus disbursement={closingDisbursement} /> : null}
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
        {pending ? (
          <tr>
            <td>{formatDate(pending.requestedAt)}</td>
            <td>
              {LEDGER_KIND_LABELS.CLOSING_DISBURSEMENT}
              <span className={styles.detail}> · {closingDisbursementDescription(pending.bankAccountLabel ?? '')}</span>
              <DisbursementStatus disbursement={pending} />
            </td>
            <td className={numberCell}>{formatMoney(pending.amount)}</td>
            <td className={numberCell}>—</td>
            <td className={numberCell}>—</td>
          </tr>
        ) : null}
      </tbody>
    </DataTable>
  );
}
