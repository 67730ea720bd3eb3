import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { RefinanceApplicationDocument } from '../../../../generated/web';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { toClientApplication } from '../../lib/applicationStore';
import { RefinanceApplicationFlow } from './RefinanceApplicationFlow';

const isNotFound = (error: unknown) =>
  ((error as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');

/** /application/refinance/{uuid}: loads the application and resumes it where it was left. */
export default function RefinanceApplicationPage() {
  const { uuid = '' } = useParams();
  // network-only: answers may have been saved on another device since this one cached them.
  const { data, loading, error, refetch } = useQuery(RefinanceApplicationDocument, { variables: { uuid }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const application = data?.refinanceApplication;
  return (
    <PageContainer title="Refinance application" description="Your refinance application, one question at a time.">
      {loading && !application ? <LoadingPlaceholder label="Loading your application…" /> : null}
      {!loading && !application && isNotFound(error) ? (
        <Alert tone="info" title="We couldn’t find this application">
          <p>It may belong to another account, or the link may be mistyped.</p>
          <Link to="/application/refinance">Start or continue a refinance application</Link>
        </Alert>
      ) : null}
      {!loading && !application && error && !isNotFound(error) ? (
        <Alert title="We couldn’t load your application">
          <p>Please check your connection and try again. Your saved answers are safe.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {application ? <RefinanceApplicationFlow key={application.uuid} application={toClientApplication(application)} /> : null}
    </PageContainer>
  );
}
