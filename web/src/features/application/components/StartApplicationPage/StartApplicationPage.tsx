import { Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '#web/app/auth/AuthProvider';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { lazyWithApollo } from '#web/lib/data/lazyWithApollo';
import { PrequalFlow } from '../PrequalFlow/PrequalFlow';
import type { ApplicationStart } from '../../model/applicationStart';
import styles from '../../model/StartApplication.module.css';

// A visitor answers the prequal questions with no GraphQL client: the parts that ask the server
// load it with their own chunks.
const ExistingApplications = lazyWithApollo(() => import('../ExistingApplications/ExistingApplications').then((module) => module.ExistingApplications));
const StartFromPrequal = lazyWithApollo(() => import('../StartFromPrequal/StartFromPrequal').then((module) => module.StartFromPrequal));

/**
 * A product's start page (open to everyone): with a prequal in the URL the application starts
 * from it; otherwise the prequal questions come first, one at a time, then an account.
 */
export function StartApplicationPage({ product }: { product: ApplicationStart }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const prequalUuid = params.get('prequalUuid');

  if (prequalUuid && !user) {
    const current = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login/?redirectUrl=${encodeURIComponent(current)}`} />;
  }
  return (
    <PageContainer title={product.title} description={product.description}>
      <div className={styles.page}>
        {prequalUuid ? (
          <Suspense fallback={<LoadingPlaceholder label="Starting your application…" />}>
            <StartFromPrequal product={product} prequalUuid={prequalUuid} rateOptionUuid={params.get('rateOptionUuid')} />
          </Suspense>
        ) : (
          <>
            <header className={styles.intro}>
              <h1 className={styles.pageTitle}>{product.title}</h1>
              <p className={styles.lead}>{product.lead}</p>
            </header>
            {user ? (
              <Suspense fallback={null}>
                <ExistingApplications product={product} />
              </Suspense>
            ) : null}
            <PrequalFlow signedIn={Boolean(user)} funnel={product.funnel} />
          </>
        )}
      </div>
    </PageContainer>
  );
}
