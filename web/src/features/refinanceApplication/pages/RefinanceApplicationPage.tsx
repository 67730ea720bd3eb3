import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { RefinanceApplicationDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { toClientApplication } from '#web/lib/applicationStore';
import { RefinanceApplicationFlow } from '../components/RefinanceApplicationFlow/RefinanceApplicationFlow';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';

const isNotFound = (error: unknown) =>
  ((error as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

/** /application/refinance/{uuid}: loads the application and resumes it where it was left. */
export default function RefinanceApplicationPage() {
  const { uuid = '' } = useParams();
  // network-only: answers may have been saved on another device since this one cached them.
  const query = useQuery(RefinanceApplicationDocument, { variables: { uuid }, ...useNetworkOnly(), notifyOnNetworkStatusChange: true });
  const notFound = (
    <Alert tone="info" title="We couldn’t find this application">
      <p>It may belong to another account, or the link may be mistyped.</p>
      <Link to="/application/refinance">Start or continue a refinance application</Link>
    </Alert>
  );
  return (
    <PageContainer title="Refinance application" description="Your refinance application, one question at a time.">
      <QueryStates
        query={query}
        select={(data) => data.refinanceApplication}
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
        {(application) => <RefinanceApplicationFlow key={application.uuid} application={toClientApplication(application)} />}
      </QueryStates>
    </PageContainer>
  );
}
