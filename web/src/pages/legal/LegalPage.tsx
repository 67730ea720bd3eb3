import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { LegalDocumentDocument } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { RichText } from '../../components/RichText/RichText';
import NotFoundPage from '../notFound/NotFoundPage';
import { formatEffectiveDate, LEGAL_TITLES } from './legalDocuments';
import styles from './LegalPage.module.css';

/** /legal/{slug}: one of the legal documents, written in content/legal. */
export default function LegalPage() {
  const { slug = '' } = useParams();
  const query = useQuery(LegalDocumentDocument, { variables: { slug } });
  const document = query.data?.legalDocument;
  if (query.data && !document) return <NotFoundPage />;
  return (
    <PageContainer title={document?.title ?? LEGAL_TITLES[slug] ?? 'Legal'} description={document?.summary}>
      <article className={styles.document}>
        <QueryStates query={query} select={(data) => data.legalDocument} what="this document" loadingLabel="Loading…">
          {(loaded) => (
            <>
              <h1>{loaded.title}</h1>
              <p className={styles.effective}>Effective {formatEffectiveDate(loaded.effectiveDate)}</p>
              <RichText html={loaded.bodyHtml} />
            </>
          )}
        </QueryStates>
      </article>
    </PageContainer>
  );
}
