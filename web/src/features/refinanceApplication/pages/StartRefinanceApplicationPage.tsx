import { Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '#web/app/auth/AuthProvider';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { lazyWithApollo } from '#web/lib/data/lazyWithApollo';
import { PrequalFlow } from '#web/features/application/index';
import { startApplicationStyles as styles } from '#web/features/application/index';

// A visitor answers the prequal questions with no GraphQL client: the parts that ask the server
// load it with their own chunks.
const ExistingApplications = lazyWithApollo(() =>
  import('../components/ExistingApplications/ExistingApplications').then((module) => module.ExistingApplications),
);
const StartFromPrequal = lazyWithApollo(() => import('../components/StartFromPrequal/StartFromPrequal').then((module) => module.StartFromPrequal));

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
          <Suspense fallback={<LoadingPlaceholder label="Starting your application…" />}>
            <StartFromPrequal prequalUuid={prequalUuid} rateOptionUuid={params.get('rateOptionUuid')} />
          </Suspense>
        ) : (
          <>
            <header className={styles.intro}>
              <h1 className={styles.pageTitle}>Apply to refinance</h1>
              <p className={styles.lead}>A few questions about your home and mortgage first. It takes about two minutes.</p>
            </header>
            {user ? (
              <Suspense fallback={null}>
                <ExistingApplications />
              </Suspense>
            ) : null}
            <PrequalFlow signedIn={Boolean(user)} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
