import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ResourcesArticlePreviewDocument } from '../../../../generated/web';
import { Alert } from '../../components/Alert/Alert';
import { ArticleView } from '../../components/ArticleView/ArticleView';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { useNoIndex } from '../../lib/pageResponse';
import NotFoundPage from '../notFound/NotFoundPage';

/** /resources/article/preview/{slug}?token=…: a draft, shown only with a valid signed token. */
export default function ArticlePreviewPage() {
  // Keeps drafts out of search results even if a link leaks.
  useNoIndex();
  const { articleSlug = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { data, loading, error, refetch } = useQuery(ResourcesArticlePreviewDocument, { variables: { slug: articleSlug, token }, skip: !token, fetchPolicy: 'network-only' });
  const article = data?.articlePreview;
  const refused = !token || (CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'FORBIDDEN'));
  if (data && !article && !error) return <NotFoundPage />;
  return (
    <PageContainer title={article ? `Preview: ${article.title}` : 'Article preview'} description={article?.summary}>
      {loading && !data ? <LoadingPlaceholder label="Loading the preview…" /> : null}
      {refused ? (
        <Alert title="This preview link doesn’t work">
          <p>It is not valid or has expired. Ask the editor for a new preview link, or browse the published <Link to="/resources">resources</Link>.</p>
        </Alert>
      ) : null}
      {error && !refused && !article ? (
        <Alert title="We couldn’t load the preview">
          <p>
            Please check your connection and{' '}
            <button type="button" onClick={() => void refetch()}>
              try again
            </button>
            .
          </p>
        </Alert>
      ) : null}
      {article ? <ArticleView article={article} preview /> : null}
    </PageContainer>
  );
}
