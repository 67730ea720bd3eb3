import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AcceptPropertyInvitationDocument, PartnerPropertyDashboardDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { PropertyDashboard } from '../components/PropertyDashboard/PropertyDashboard';
import { errorCode } from './dashboardErrors';
import { LedgerUnverified } from './LedgerUnverified';
import { PropertyNotFound } from './PropertyNotFound';

/**
 * /partner/property/{uuid}/dashboard: the read-only view for the other people on a deal. The
 * route is open; the server shows it only to an invited member who accepted. A mailed link
 * carries ?invitation=…, accepted here once the member is signed in.
 */
export default function PartnerPropertyDashboardPage() {
  const { uuid = '' } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const token = params.get('invitation');
  const [accept, accepting] = useMutation(AcceptPropertyInvitationDocument);
  const [refused, setRefused] = useState<string | null>(null);
  const query = useQuery(PartnerPropertyDashboardDocument, { variables: { uuid }, skip: Boolean(token), fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (!token) return;
    void accept({ variables: { input: { propertyUuid: uuid, token } } }).then((result) => {
      const payload = result.data?.acceptPropertyInvitation;
      if (payload && !payload.accepted) setRefused(payload.errors[0]?.message ?? 'This invitation is not valid.');
      if (payload?.accepted || payload) setParams({}, { replace: true });
    });
  }, [accept, token, uuid, setParams]);

  const signIn = `/login/?redirectUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const acceptError = errorCode(accepting.error);
  return (
    <PageContainer title="Partner dashboard" description="The dashboard of a home you share under a Roofline partnership.">
      {refused ? <Alert title="We couldn’t accept this invitation">{refused}</Alert> : null}
      {acceptError === 'UNAUTHENTICATED' ? (
        <Alert tone="info" title="Sign in to see this dashboard">
          <p>
            <Link to={signIn}>Log in</Link> with the email address your invitation was sent to.
          </p>
        </Alert>
      ) : (
        <QueryStates
          query={query}
          select={(data) => data.partnerPropertyDashboard}
          what="the dashboard"
          loadingLabel="Loading the dashboard…"
          empty={null}
          failure={(error, retry) =>
            errorCode(error) === 'NOT_FOUND' ? (
              <PropertyNotFound />
            ) : errorCode(error) === 'LEDGER_UNVERIFIED' ? (
              <LedgerUnverified />
            ) : errorCode(error) === 'UNAUTHENTICATED' ? (
              <Alert tone="info" title="Sign in to see this dashboard">
                <p>
                  <Link to={signIn}>Log in</Link> with the email address your invitation was sent to.
                </p>
              </Alert>
            ) : (
              <Alert title="We couldn’t load the dashboard">
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
      )}
    </PageContainer>
  );
}
