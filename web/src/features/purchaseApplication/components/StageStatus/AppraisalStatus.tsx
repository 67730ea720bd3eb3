import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PurchaseAppraisalDocument, type PurchaseAppraisal_AppraisalFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { useFormatMoment } from '#web/lib/dates';
import { formatMoney } from '#web/lib/format';
import styles from '../../model/PurchaseApplication.module.css';

export { PurchaseAppraisalDocument };

/** How often an ordered appraisal is asked after: it arrives from the appraiser, not from this screen. */
export const APPRAISAL_POLL_MS = 2000;

function Received({ appraisal }: { appraisal: PurchaseAppraisal_AppraisalFragment }) {
  const formatMoment = useFormatMoment();
  return (
    <dl className={styles.figures} aria-label="Your appraisal">
      <dt>Status</dt>
      <dd>Received</dd>
      <dt>Appraised value</dt>
      <dd>{formatMoney(appraisal.value ?? 0)}</dd>
      {appraisal.receivedAt ? (
        <>
          <dt>Received on</dt>
          <dd>{formatMoment(appraisal.receivedAt, 'day')}</dd>
        </>
      ) : null}
      {appraisal.appraisalGap !== null && appraisal.appraisalGap !== undefined ? (
        <>
          <dt>Price above the appraisal (paid in cash)</dt>
          <dd>{formatMoney(appraisal.appraisalGap)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Ordered({ appraisal }: { appraisal: PurchaseAppraisal_AppraisalFragment }) {
  const formatMoment = useFormatMoment();
  return (
    <Alert tone="info" title="Your appraisal is ordered">
      <p>
        {appraisal.orderedAt ? `We ordered it on ${formatMoment(appraisal.orderedAt, 'day')}. ` : ''}An independent appraiser values the home; the value shows
        here by itself when it arrives.
      </p>
    </Alert>
  );
}

/**
 * The appraisal of the accepted offer's home, read-only: an appraiser sets it, never the buyer.
 * While it is ordered the screen asks again every few seconds; the answer also refreshes the
 * Exhibit C and funds to close it changes.
 */
export function AppraisalStatus({ uuid }: { uuid: string }) {
  const query = useQuery(PurchaseAppraisalDocument, { variables: { uuid }, fetchPolicy: 'network-only' });
  const ordered = query.data?.purchaseApplication.appraisal?.status === 'ORDERED';
  useEffect(() => {
    if (!ordered) return;
    query.startPolling(APPRAISAL_POLL_MS);
    return () => query.stopPolling();
  }, [ordered, query]);
  return (
    <section aria-labelledby="purchase-appraisal-status-title">
      <h3 id="purchase-appraisal-status-title">Appraisal</h3>
      <QueryStates
        query={query}
        select={(data) => data.purchaseApplication.appraisal}
        what="your appraisal"
        loadingLabel="Loading your appraisal…"
        empty={<p className={styles.lead}>No appraisal is ordered for this purchase yet: it is ordered when your accepted offer goes to appraisal.</p>}
      >
        {(appraisal) => (appraisal.status === 'RECEIVED' ? <Received appraisal={appraisal} /> : <Ordered appraisal={appraisal} />)}
      </QueryStates>
    </section>
  );
}
