import type { PropertyDashboardFieldsFragment } from '#generated/web';
import { LinkButton } from '#web/components/LinkButton/LinkButton';
import { formatMoney } from '#web/lib/format';
import { formatDate, formatShare, streetLine } from '../../model/formatShare';
import { stepPath } from '../../model/equityFlow';
import { BuyOutTable } from '../BuyOutTable/BuyOutTable';
import { DealDocuments } from '../DealDocuments/DealDocuments';
import { LedgerTable } from '../LedgerTable/LedgerTable';
import { OwnershipChart } from '../OwnershipChart/OwnershipChart';
import { WhatIfTable } from '../WhatIfTable/WhatIfTable';
import styles from './PropertyDashboard.module.css';

const SOURCE_LABELS = {
  CLOSING: 'closing',
  HOUSE_PRICE_INDEX: 'house-price index',
  APPRAISAL: 'appraisal',
  AUTOMATED_VALUATION: 'automated valuation',
} as const;

/**
 * One property's dashboard: what the home is worth and who owns how much, the monthly payment
 * and its parts, the ledger, ownership over time, what a sale would pay and a buy-out cost, and the deal's
 * documents. The owner also gets buy-in and cash-out; the partner view is read-only.
 */
export function PropertyDashboard({ dashboard }: { dashboard: PropertyDashboardFieldsFragment }) {
  const owner = dashboard.viewerRole === 'OWNER';
  const { monthlyPayment: payment } = dashboard;
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <div>
          <h1>{dashboard.dealType === 'PURCHASE' ? 'Your partner purchase' : 'Your partnership'}</h1>
          <p className={styles.address}>{streetLine(dashboard.address)}</p>
        </div>
        {owner ? (
          <div className={styles.actions}>
            <LinkButton to={stepPath(dashboard.uuid, 'buy-in', 'start')}>Buy in</LinkButton>
            <LinkButton to={stepPath(dashboard.uuid, 'cash-out', 'start')} variant="secondary">
              Cash out
            </LinkButton>
          </div>
        ) : null}
      </header>

      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Home value</dt>
          <dd>
            {formatMoney(dashboard.homeValue.value)}
            <span className={styles.note}>
              Based on {dashboard.homeValue.basis}, as of {formatDate(dashboard.homeValue.asOf)} ({SOURCE_LABELS[dashboard.homeValue.source]})
            </span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Roofline’s share</dt>
          <dd>
            {formatShare(dashboard.designatedPercentage)}
            <span className={styles.note}>{formatMoney(dashboard.rooflineShareValue)} at today’s value</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{owner ? 'Your equity' : 'Homeowner equity'}</dt>
          <dd>{formatMoney(dashboard.homeownerEquity)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Mortgage</dt>
          {/* The deal records the balance at closing, not the loan's rate or term, so it is not amortised to today. */}
          <dd>
            {dashboard.mortgageBalance > 0 ? formatMoney(dashboard.mortgageBalance) : 'None'}
            {dashboard.mortgageBalance > 0 ? <span className={styles.note}>Balance as of closing, {formatDate(dashboard.closingDate)}</span> : null}
          </dd>
        </div>
      </dl>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="payment-title">
          <h2 id="payment-title">Monthly payment: {formatMoney(payment.total)}</h2>
          <dl>
            <dt>Usage fee</dt>
            <dd>{formatMoney(payment.usageFee)}</dd>
            <dt>Reduction payment</dt>
            <dd>{formatMoney(payment.reductionPayment)}</dd>
            <dt>Additional equity (monthly buy-in)</dt>
            <dd>{formatMoney(payment.additionalEquity)}</dd>
          </dl>
          <p>
            Next payment: <strong>{formatDate(dashboard.nextPaymentDate)}</strong>
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="whatif-title">
          <h2 id="whatif-title">What if you sold</h2>
          <WhatIfTable sales={dashboard.whatIf} hasMortgage={dashboard.mortgageBalance > 0} />
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="buyout-title">
        <h2 id="buyout-title">What a buy-out costs</h2>
        <BuyOutTable designatedPercentage={dashboard.designatedPercentage} homeValue={dashboard.homeValue.value} mortgageBalance={dashboard.mortgageBalance} />
      </section>

      <section className={styles.panel} aria-labelledby="ownership-title">
        <h2 id="ownership-title">Ownership over time</h2>
        <OwnershipChart points={dashboard.ownershipHistory} />
      </section>

      <section className={styles.panel} aria-labelledby="ledger-title">
        <h2 id="ledger-title">Transactions</h2>
        <LedgerTable entries={dashboard.ledger} closingDisbursement={dashboard.closingDisbursement} />
      </section>

      <section className={styles.panel} aria-labelledby="documents-title">
        <h2 id="documents-title">Documents</h2>
        <DealDocuments documents={dashboard.documents} />
      </section>
    </div>
  );
}
