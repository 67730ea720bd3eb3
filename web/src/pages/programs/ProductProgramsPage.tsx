import { useQuery } from '@apollo/client/react';
import type { ProgramProduct } from '#generated/web';
import { ProgramListDocument } from '#generated/web';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { useFeatureFlags } from '../../lib/featureFlags';
import { ProgramCard } from './ProgramCard';
import { PRODUCT_PATHS, PRODUCT_TEXT } from './programLabels';
import { ProgramsGate } from './ProgramsGate';
import styles from './Programs.module.css';

const FEATURED = 3;

function Featured({ product }: { product: ProgramProduct }) {
  const { flags } = useFeatureFlags();
  const programs = useQuery(ProgramListDocument, { variables: { product } });
  const text = PRODUCT_TEXT[product];
  return (
    <PageContainer title={text.title} description={text.description}>
      <header className={styles.intro}>
        <h1>{text.title}</h1>
        <p className={styles.lead}>{text.description}</p>
      </header>
      <QueryStates
        query={programs}
        select={(data) => data.programs}
        what="the programs"
        loadingLabel="Loading programs…"
        empty={<p>No programs are listed here right now.</p>}
      >
        {(list) => (
          <>
            <p className={styles.resultCount}>{list.length === 1 ? '1 program' : `${list.length} programs`}</p>
            <ul className={styles.grid}>
              {list.slice(0, flags.programsShowListing ? FEATURED : list.length).map((program) => (
                <li key={program.uuid}>
                  <ProgramCard program={program} />
                </li>
              ))}
            </ul>
            {flags.programsShowListing ? (
              <div className={styles.actions}>
                <LinkButton to={`/${PRODUCT_PATHS[product]}/listing`}>See every program and filter by state</LinkButton>
              </div>
            ) : null}
          </>
        )}
      </QueryStates>
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
