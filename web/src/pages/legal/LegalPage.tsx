import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { LegalDocumentDocument } from '../../../../generated/web';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { RichText } from '../../components/RichText/RichText';
import NotFoundPage from '../notFound/NotFoundPage';
import { formatEffectiveDate, LEGAL_TITLES } from './legalDocuments';
import styles from './LegalPage.module.css';

/** /legal/{slug}: one of the legal documents, written in content/legal. */
export default function LegalPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LegalDocumentDocument, { variables: { slug } });
  const document = data?.legalDocument;
  if (data && !document) return <NotFoundPage />;
  return (
    <PageContainer title={document?.title ?? LEGAL_TITLES[slug] ?? 'Legal'} description={document?.summary}>
      <article className={styles.document}>
        {loading && !data ? <LoadingPlaceholder label="Loading…" /> : null}
        {error && !data ? <LoadFailure what="this document" onRetry={refetch} /> : null}
        {document ? (
          <>
            <h1>{document.title}</h1>
            <p className={styles.effective}>Effective {formatEffectiveDate(document.effectiveDate)}</p>
            <RichText html={document.bodyHtml} />
          </>
        ) : null}
      </article>
    </PageContainer>
  );
}
