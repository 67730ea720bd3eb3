import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PropertyDashboardDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { PropertyDashboard } from '../components/PropertyDashboard/PropertyDashboard';
import { errorCode } from './dashboardErrors';
import { LedgerUnverified } from './LedgerUnverified';
import { PropertyNotFound } from './PropertyNotFound';

/** /property/{uuid}/dashboard: the owner's dashboard (login-only). */
export default function PropertyDashboardPage() {
  const { uuid = '' } = useParams();
  const query = useQuery(PropertyDashboardDocument, { variables: { uuid }, fetchPolicy: 'cache-and-network' });
  return (
    <PageContainer title="Your property dashboard" description="Your home's value, Roofline's share, your payments and transactions.">
      <QueryStates
        query={query}
        select={(data) => data.propertyDashboard}
        what="your dashboard"
        loadingLabel="Loading your dashboard…"
        empty={<PropertyNotFound />}
        failure={(error, retry) =>
          errorCode(error) === 'NOT_FOUND' ? (
            <PropertyNotFound />
          ) : errorCode(error) === 'LEDGER_UNVERIFIED' ? (
            <LedgerUnverified />
          ) : (
            <Alert title="We couldn’t load your dashboard">
              <p>Please check your connection and try again.</p>
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            </Alert>
          )
        }
      >
        {(dashboard) => <PropertyDashboard dashboard={dashboard} />}
      </QueryStates>
    </PageContainer>
  );
}
