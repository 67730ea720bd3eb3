import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ProgramDetailDocument, type ProgramProduct } from '#generated/web';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { RichText } from '../../components/RichText/RichText';
import { useFeatureFlags } from '../../lib/featureFlags';
import NotFoundPage from '../notFound/NotFoundPage';
import { availabilityText, productFromPath, PRODUCT_PATHS, PROGRAM_TYPE_LABELS } from './programLabels';
import { ProgramsGate } from './ProgramsGate';
import styles from './Programs.module.css';

function Detail({ product, slug }: { product: ProgramProduct; slug: string }) {
  const { flags } = useFeatureFlags();
  const query = useQuery(ProgramDetailDocument, { variables: { product, slug } });
  const program = query.data?.program;
  if (query.data && !program) return <NotFoundPage />;
  const path = PRODUCT_PATHS[product];
  return (
    <PageContainer title={program?.name ?? 'Program'} description={program?.summary}>
      <QueryStates query={query} select={(data) => data.program} what="this program" loadingLabel="Loading the program…">
        {(program) => (
          <article className={styles.detail}>
            <p className={styles.type}>{PROGRAM_TYPE_LABELS[program.type]}</p>
            <h1>{program.name}</h1>
            <p className={styles.lead}>{program.summary}</p>
            <p>
              Offered by {program.sponsor}. {availabilityText(program)}.
            </p>
            <div className={styles.detailMeta}>
              <dl className={styles.highlights}>
                {program.highlights.map((highlight) => (
                  <div key={highlight.label}>
                    <dt>{highlight.label}</dt>
                    <dd>{highlight.value}</dd>
                  </div>
                ))}
              </dl>
              {program.eligibility.length ? (
                <section aria-labelledby="program-eligibility">
                  <h2 id="program-eligibility">Who qualifies</h2>
                  <ul className={styles.eligibility}>
                    {program.eligibility.map((rule) => (
                      <li key={rule}>{rule}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
            {flags.programsCustomDetailContent ? (
              <RichText html={program.detailHtml} />
            ) : (
              <p>Program terms are set by the sponsor and can change; we confirm the current terms with you before you apply.</p>
            )}
            {!program.nationwide && program.states.length > 3 ? <p className={styles.sponsor}>States: {program.states.join(', ')}.</p> : null}
            <div className={styles.actions}>
              <LinkButton to={product === 'FINANCE' ? '/rates' : '/buy/waitlist'}>{product === 'FINANCE' ? 'See your rates' : 'Join the waitlist'}</LinkButton>
              <LinkButton to={flags.programsShowListing ? `/${path}/listing` : `/${path}/programs`} variant="secondary">
                All programs
              </LinkButton>
            </div>
          </article>
        )}
      </QueryStates>
    </PageContainer>
  );
}

/** /{product}/details/{slug}. */
export default function ProgramDetailPage() {
  const { product: productPath, slug = '' } = useParams();
  const product = productFromPath(productPath);
  return <ProgramsGate>{product ? <Detail product={product} slug={slug} /> : <NotFoundPage />}</ProgramsGate>;
}
