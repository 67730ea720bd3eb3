import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { RestructureApplicationDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { toClientRestructureApplication } from '../model/clientApplication';
import { useNavigationFollowsCompletion } from '../model/useNavigationFollowsCompletion';
import { RestructureQuestions } from '../components/RestructureQuestions/RestructureQuestions';
import { isWaitingOnRoofline, StageScreen } from '../components/StageScreen/StageScreen';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';

/** How often the page checks back while Roofline reviews, verifies or inspects. */
export const STAGE_POLL_MS = 3_000;

const isNotFound = (error: unknown) =>
  ((error as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

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

  const notFound = (
    <Alert tone="info" title="We couldn’t find this application">
      <p>It may belong to another account, or the link may be mistyped.</p>
      <Link to="/application/partner">Start or continue a partnership application</Link>
    </Alert>
  );
  return (
    <PageContainer title="Partnership application" description="Your equity partnership application.">
      <QueryStates
        query={query}
        select={(data) => data.restructureApplication}
        what="your application"
        loadingLabel="Loading your application…"
        empty={notFound}
        failure={(error, retry) =>
          isNotFound(error) ? (
            notFound
          ) : (
            <Alert title="We couldn’t load your application">
              <p>Please check your connection and try again. Your saved answers are safe.</p>
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            </Alert>
          )
        }
      >
        {(loaded) =>
          loaded.stage === 'APPROVAL' ? (
            <RestructureQuestions key={loaded.uuid} application={toClientRestructureApplication(loaded)} onSubmitted={() => window.scrollTo?.({ top: 0 })} />
          ) : (
            <StageScreen application={loaded} />
          )
        }
      </QueryStates>
    </PageContainer>
  );
}
