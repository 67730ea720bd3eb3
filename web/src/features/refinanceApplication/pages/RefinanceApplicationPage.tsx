import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { RefinanceApplicationDocument } from '#generated/web';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { ApplicationQueryStates } from '#web/features/application/index';
import { toClientApplication } from '#web/lib/applicationStore';
import { RefinanceApplicationFlow } from '../components/RefinanceApplicationFlow/RefinanceApplicationFlow';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';

/** /application/refinance/{uuid}: loads the application and resumes it where it was left. */
export default function RefinanceApplicationPage() {
  const { uuid = '' } = useParams();
  // network-only: answers may have been saved on another device since this one cached them.
  const query = useQuery(RefinanceApplicationDocument, { variables: { uuid }, ...useNetworkOnly(), notifyOnNetworkStatusChange: true });
  return (
    <PageContainer title="Refinance application" description="Your refinance application, one question at a time.">
      <ApplicationQueryStates
        query={query}
        select={(data) => data.refinanceApplication}
        start={{ to: '/application/refinance', label: 'Start or continue a refinance application' }}
      >
        {(application) => <RefinanceApplicationFlow key={application.uuid} application={toClientApplication(application)} />}
      </ApplicationQueryStates>
    </PageContainer>
  );
}
