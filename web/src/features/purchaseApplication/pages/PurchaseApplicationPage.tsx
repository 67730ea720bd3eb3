import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PurchaseApplicationDocument } from '#generated/web';
import { useAuth } from '#web/app/auth/AuthProvider';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { ApplicationQueryStates } from '#web/features/application/index';
import { ApplicationFlow } from '../components/ApplicationFlow/ApplicationFlow';
import { StageStatus } from '../components/StageStatus/StageStatus';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';
import { useNavigationFollowsClosing } from '../model/useNavigationFollowsClosing';
import styles from '../model/PurchaseApplication.module.css';

/**
 * Stages in which the system moves on by itself: the page checks back until it does. At
 * CLOSING that is while the option agreement is written and once the buyer has accepted it.
 */
function waitsForReview(application: {
  stage: string;
  uploadsCompletedAt?: string | null;
  contractPageCount?: number | null;
  optionAgreementAcceptedAt?: string | null;
}) {
  if (application.stage === 'CLOSING') return !application.contractPageCount || Boolean(application.optionAgreementAcceptedAt);
  return application.stage === 'DOCUMENT_UPLOAD' && Boolean(application.uploadsCompletedAt);
}

/** /application/purchase/{uuid}: the application one question at a time, then where it stands. */
export default function PurchaseApplicationPage() {
  const { uuid = '' } = useParams();
  const { user } = useAuth();
  const query = useQuery(PurchaseApplicationDocument, { variables: { uuid }, ...useNetworkOnly() });
  const application = query.data?.purchaseApplication;
  const polling = application ? waitsForReview(application) : false;
  useNavigationFollowsClosing(application?.stage);
  useEffect(() => {
    if (!polling) return;
    query.startPolling(2000);
    return () => query.stopPolling();
  }, [polling, query]);

  return (
    <PageContainer title="Partner purchase application" description="Your partner purchase application, one question at a time.">
      <div className={styles.page}>
        <h1>Partner purchase</h1>
        <ApplicationQueryStates
          query={query}
          select={(data) => data.purchaseApplication}
          start={{ to: '/purchase/create-account', label: 'Start a partner purchase' }}
        >
          {(loaded) =>
            loaded.stage === 'APPLICATION' ? (
              <ApplicationFlow key={loaded.uuid} application={loaded} ownEmail={user?.email ?? ''} />
            ) : (
              <StageStatus application={loaded} />
            )
          }
        </ApplicationQueryStates>
      </div>
    </PageContainer>
  );
}
