import type { PurchaseExhibitC_FieldsFragment, PurchaseFundsToClose_FundsFragment } from '#generated/web';
import { formatMoney, formatPercent } from '#web/lib/format';
import styles from '../../model/PurchaseApplication.module.css';

/** Exhibit C of the option agreement, as the buyer reads it. */
export function ExhibitCTable({ fields, caption = 'Exhibit C' }: { fields: PurchaseExhibitC_FieldsFragment; caption?: string }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <tbody>
          <tr>
            <th scope="row">Original agreed value</th>
            <td className={styles.amount}>{formatMoney(fields.originalAgreedValue)}</td>
          </tr>
          <tr>
            <th scope="row">Original designated percentage (Roofline’s share)</th>
            <td className={styles.amount}>{formatPercent(fields.originalDesignatedPercentage)}</td>
          </tr>
          <tr>
            <th scope="row">Monthly reduction payment limit</th>
            <td className={styles.amount}>{formatMoney(fields.monthlyReductionPaymentLimit)}</td>
          </tr>
          <tr>
            <th scope="row">Maximum additional option payment</th>
            <td className={styles.amount}>{formatPercent(fields.maxAddlOptionPaymentPercentage)} of the current value</td>
          </tr>
          <tr>
            <th scope="row">Maximum monthly equity purchase</th>
            <td className={styles.amount}>{formatMoney(fields.maxMonthlyEquityPurchaseLimit)}</td>
          </tr>
          <tr>
            <th scope="row">Recurring purchase scheduled</th>
            <td className={styles.amount}>{fields.recurringPurchaseScheduled ? 'Yes' : 'No'}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** What the buyer brings to closing and pays each month. */
export function FundsToCloseTable({ funds }: { funds: PurchaseFundsToClose_FundsFragment }) {
  return (
    <dl className={styles.figures} aria-label="Funds to close">
      <dt>Down payment</dt>
      <dd>{formatMoney(funds.downPayment)}</dd>
      <dt>Price above the appraisal (paid in cash)</dt>
      <dd>{formatMoney(funds.appraisalGap)}</dd>
      {/* A deposit is subtracted from what is due; with none there is nothing to subtract. */}
      {funds.earnestMoneyDeposited > 0 ? (
        <>
          <dt>Earnest money already deposited</dt>
          <dd>−{formatMoney(funds.earnestMoneyDeposited)}</dd>
        </>
      ) : null}
      <dt>Due at closing</dt>
      <dd>{formatMoney(funds.dueAtClosing)}</dd>
      <dt>Roofline’s purchase</dt>
      <dd>{formatMoney(funds.rooflinePurchase)}</dd>
      <dt>Monthly payment to Roofline</dt>
      <dd>{formatMoney(funds.monthlyPayment)}</dd>
    </dl>
  );
}
