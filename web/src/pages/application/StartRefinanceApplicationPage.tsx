import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/AuthProvider';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { ExistingApplications } from './ExistingApplications';
import { PrequalFlow } from './PrequalFlow';
import { StartFromPrequal } from './StartFromPrequal';
import styles from './StartRefinanceApplicationPage.module.css';

/**
 * /application/refinance (open to everyone): with a prequal in the URL the application starts
 * from it; otherwise the prequal questions come first, one at a time.
 */
export default function StartRefinanceApplicationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const prequalUuid = params.get('prequalUuid');

  if (prequalUuid && !user) {
    const current = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login/?redirectUrl=${encodeURIComponent(current)}`} />;
  }
  return (
    <PageContainer title="Apply to refinance" description="Answer a few questions about your home and mortgage to start your refinance application.">
      <div className={styles.page}>
        {prequalUuid ? (
          <StartFromPrequal prequalUuid={prequalUuid} rateOptionUuid={params.get('rateOptionUuid')} />
        ) : (
          <>
            <header className={styles.intro}>
              <h1 className={styles.pageTitle}>Apply to refinance</h1>
              <p className={styles.lead}>A few questions about your home and mortgage first. It takes about two minutes.</p>
            </header>
            {user ? <ExistingApplications /> : null}
            <PrequalFlow signedIn={Boolean(user)} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
