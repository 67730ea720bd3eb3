import { useId } from 'react';
import { dpToPercent, PRODUCT_PREFERENCES, PRODUCT_TEXT, type PartnershipOffer } from '#core/partnership/index';
import { formatCents } from '#core/money/formatMoney';
import { formatPercent } from '#web/lib/format';
import styles from './ProductComparison.module.css';

/** KEEP, PAYOFF and SAVER side by side: the monthly payment first, then how it is made up. */
export function ProductComparison({ offer }: { offer: PartnershipOffer }) {
  const idPrefix = useId();
  return (
    <ul className={styles.products} aria-label="Your three options">
      {PRODUCT_PREFERENCES.map((product) => {
        const terms = offer.products[product];
        const text = PRODUCT_TEXT[product];
        const headingId = `${idPrefix}-${product}`;
        return (
          <li key={product} className={styles.product} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.productName}>
              {text.name}
            </h3>
            <p className={styles.payment}>
              <span className={styles.paymentValue}>{formatCents(terms.monthlyPaymentCents)}</span> <span>a month</span>
            </p>
            <p className={styles.summary}>{text.summary}</p>
            <dl className={styles.figures}>
              <div>
                <dt>Cash to you</dt>
                <dd>{formatCents(terms.cashToHomeownerCents)}</dd>
              </div>
              <div>
                <dt>Loans paid off</dt>
                <dd>{formatCents(terms.mortgagePayoffCents + terms.secondLoanPayoffCents)}</dd>
              </div>
              <div>
                <dt>Roofline’s share</dt>
                <dd>{formatPercent(dpToPercent(terms.designatedPercentage), true)}</dd>
              </div>
              <div>
                <dt>Usage fee</dt>
                <dd>{formatCents(terms.usageFeeCents)} a month</dd>
              </div>
              <div>
                <dt>Buy-back</dt>
                <dd>{formatCents(terms.reductionPaymentCents)} a month</dd>
              </div>
              {terms.remainingMortgageCents > 0 ? (
                <div>
                  <dt>Your mortgage</dt>
                  <dd>Stays at {formatCents(terms.remainingMortgageCents)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
