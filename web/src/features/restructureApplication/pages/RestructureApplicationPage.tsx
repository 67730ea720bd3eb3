import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { RestructureApplicationDocument } from '#generated/web';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { ApplicationQueryStates } from '#web/features/application/index';
import { toClientRestructureApplication } from '../model/clientApplication';
import { useNavigationFollowsCompletion } from '../model/useNavigationFollowsCompletion';
import { RestructureQuestions } from '../components/RestructureQuestions/RestructureQuestions';
import { isWaitingOnRoofline, StageScreen } from '../components/StageScreen/StageScreen';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';

/** How often the page checks back while Roofline reviews, verifies or inspects. */
export const STAGE_POLL_MS = 3_000;

/** /application/partner/{uuid}: the questions until submission, then the stage the application is at. */
export default function RestructureApplicationPage() {
  const { uuid = '' } = useParams();
  // network-only: answers may have been saved on another device since this one cached them.
  const query = useQuery(RestructureApplicationDocument, { variables: { uuid }, ...useNetworkOnly(), notifyOnNetworkStatusChange: true });
  const application = query.data?.restructureApplication;
  const waiting = application ? isWaitingOnRoofline(application) : false;
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(STAGE_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
  useNavigationFollowsCompletion(application?.stage);

  return (
    <PageContainer title="Partnership application" description="Your equity partnership application.">
      <ApplicationQueryStates
        query={query}
        select={(data) => data.restructureApplication}
        start={{ to: '/application/partner', label: 'Start or continue a partnership application' }}
      >
        {(loaded) =>
          loaded.stage === 'APPROVAL' ? (
            <RestructureQuestions key={loaded.uuid} application={toClientRestructureApplication(loaded)} onSubmitted={() => window.scrollTo?.({ top: 0 })} />
          ) : (
            <StageScreen application={loaded} />
          )
        }
      </ApplicationQueryStates>
    </PageContainer>
  );
}
