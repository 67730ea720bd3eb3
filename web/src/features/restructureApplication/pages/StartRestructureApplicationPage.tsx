import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '#web/app/auth/AuthProvider';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { PrequalFlow } from '#web/features/application/index';
import { startApplicationStyles as styles } from '#web/features/application/index';
import { ExistingRestructureApplications } from './ExistingRestructureApplications';
import { partnerFunnel } from '../model/partnerFunnel';
import { StartFromPartnerPrequal } from './StartFromPartnerPrequal';

/**
 * /application/partner (open to everyone): with a prequal in the URL the application starts
 * from it; otherwise the partnership's prequal questions come first, then an account.
 */
export default function StartRestructureApplicationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const prequalUuid = params.get('prequalUuid');

  if (prequalUuid && !user) {
    const current = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login/?redirectUrl=${encodeURIComponent(current)}`} />;
  }
  return (
    <PageContainer title="Apply for the partnership" description="Answer a few questions about your home to start your equity partnership application.">
      <div className={styles.page}>
        {prequalUuid ? (
          <StartFromPartnerPrequal prequalUuid={prequalUuid} />
        ) : (
          <>
            <header className={styles.intro}>
              <h1 className={styles.pageTitle}>Apply for the partnership</h1>
              <p className={styles.lead}>A few questions about your home, its loans and the cash you want. It takes about two minutes.</p>
            </header>
            {user ? <ExistingRestructureApplications /> : null}
            <PrequalFlow signedIn={Boolean(user)} funnel={partnerFunnel} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
