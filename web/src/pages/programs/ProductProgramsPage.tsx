import { useQuery } from '@apollo/client/react';
import type { ProgramProduct } from '../../../../generated/web';
import { ProgramListDocument } from '../../../../generated/web';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { useFeatureFlags } from '../../lib/featureFlags';
import { ProgramCard } from './ProgramCard';
import { PRODUCT_PATHS, PRODUCT_TEXT } from './programLabels';
import { ProgramsGate } from './ProgramsGate';
import styles from './Programs.module.css';

const FEATURED = 3;

function Featured({ product }: { product: ProgramProduct }) {
  const { flags } = useFeatureFlags();
  const { data, loading, error, refetch } = useQuery(ProgramListDocument, { variables: { product } });
  const programs = data?.programs ?? [];
  const text = PRODUCT_TEXT[product];
  return (
    <PageContainer title={text.title} description={text.description}>
      <header className={styles.intro}>
        <h1>{text.title}</h1>
        <p className={styles.lead}>{text.description}</p>
      </header>
      {loading && !data ? <LoadingPlaceholder label="Loading programs…" /> : null}
      {error && !data ? <LoadFailure what="the programs" onRetry={refetch} /> : null}
      {data && !programs.length ? <p>No programs are listed here right now.</p> : null}
      {programs.length ? (
        <>
          <p className={styles.resultCount}>{programs.length === 1 ? '1 program' : `${programs.length} programs`}</p>
          <ul className={styles.grid}>
            {programs.slice(0, flags.programsShowListing ? FEATURED : programs.length).map((program) => (
              <li key={program.uuid}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {flags.programsShowListing && programs.length > 0 ? (
        <div className={styles.actions}>
          <LinkButton to={`/${PRODUCT_PATHS[product]}/listing`}>See every program and filter by state</LinkButton>
        </div>
      ) : null}
    </PageContainer>
  );
}

/** /finance/programs and /purchase/programs: the funnel's programs, the first few featured. */
export default function ProductProgramsPage({ product }: { product: ProgramProduct }) {
  return (
    <ProgramsGate>
      <Featured product={product} />
    </ProgramsGate>
  );
}
