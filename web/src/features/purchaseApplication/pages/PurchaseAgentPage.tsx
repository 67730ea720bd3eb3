import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PurchaseAgentStatusDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { formatMoney } from '#web/lib/format';
import { StageSteps } from '../components/StageStatus/StageStatus';
import { useFormatMoment } from '#web/lib/dates';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';
import styles from '../model/PurchaseApplication.module.css';

/** /purchase/agent/{token}: the buyer's agent sees where the purchase stands, read-only, with no account. */
export default function PurchaseAgentPage() {
  const { token = '' } = useParams();
  const query = useQuery(PurchaseAgentStatusDocument, { variables: { token }, ...useNetworkOnly() });
  const formatMoment = useFormatMoment();
  return (
    <PageContainer title="Your buyer’s partner purchase" description="Where your buyer’s Roofline partner purchase stands.">
      <div className={styles.page}>
        <h1>Your buyer’s partner purchase</h1>
        <QueryStates
          query={query}
          select={(data) => data.purchaseAgentStatus}
          what="the purchase’s status"
          empty={
            <Alert tone="info" title="This link has expired or is not valid">
              Ask your buyer for a new link.
            </Alert>
          }
        >
          {(status) => (
            <section className={styles.panel} aria-labelledby="agent-status-title">
              <h2 id="agent-status-title">{status.buyerFirstName ? `${status.buyerFirstName}’s purchase` : 'The purchase'}</h2>
              <StageSteps stage={status.stage} />
              <dl className={styles.figures}>
                <dt>Agent</dt>
                <dd>{status.agentName ?? '-'}</dd>
                <dt>Home or area</dt>
                <dd>{status.propertyAddress ?? '-'}</dd>
                <dt>Pre-approved up to</dt>
                <dd>{status.preApprovalAmount === null || status.preApprovalAmount === undefined ? 'Not yet' : formatMoney(status.preApprovalAmount)}</dd>
                {status.preApprovalExpiresAt ? (
                  <>
                    <dt>Pre-approval good until</dt>
                    <dd>{formatMoment(status.preApprovalExpiresAt, 'day')}</dd>
                  </>
                ) : null}
              </dl>
              {status.letters.length ? (
                <>
                  <h3>Pre-approval letters</h3>
                  <ul className={styles.list}>
                    {status.letters.map((letter) => (
                      <li key={letter.url}>
                        <a href={letter.url} download={letter.name}>
                          {letter.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p className={styles.muted}>This link works until {formatMoment(status.linkExpiresAt, 'day')}.</p>
            </section>
          )}
        </QueryStates>
      </div>
    </PageContainer>
  );
}
