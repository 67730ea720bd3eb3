import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ResourcesArticlePreviewDocument } from '#generated/resources';
import { Alert } from '../../components/Alert/Alert';
import { ArticleView } from '../../components/ArticleView/ArticleView';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { useNoIndex } from '../../lib/pageResponse';
import NotFoundPage from '../notFound/NotFoundPage';
import { useNetworkOnly } from '../../app/ssr/useNetworkOnly';

/** /resources/article/preview/{slug}?token=…: a draft, shown only with a valid signed token. */
export default function ArticlePreviewPage() {
  // Keeps drafts out of search results even if a link leaks.
  useNoIndex();
  const { articleSlug = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const query = useQuery(ResourcesArticlePreviewDocument, { variables: { slug: articleSlug, token }, skip: !token, ...useNetworkOnly() });
  const article = query.data?.articlePreview;
  if (query.data && !article && !query.error) return <NotFoundPage />;
  const refusedLink = (
    <Alert title="This preview link doesn’t work">
      <p>
        It is not valid or has expired. Ask the editor for a new preview link, or browse the published <Link to="/resources">resources</Link>.
      </p>
    </Alert>
  );
  return (
    <PageContainer title={article ? `Preview: ${article.title}` : 'Article preview'} description={article?.summary}>
      {!token ? refusedLink : null}
      <QueryStates
        query={query}
        select={(data) => data.articlePreview}
        what="the preview"
        loadingLabel="Loading the preview…"
        failure={(error, retry) =>
          CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'FORBIDDEN') ? (
            refusedLink
          ) : (
            <Alert title="We couldn’t load the preview">
              <p>
                Please check your connection and{' '}
                <button type="button" onClick={retry}>
                  try again
                </button>
                .
              </p>
            </Alert>
          )
        }
      >
        {(loaded) => <ArticleView article={loaded} preview />}
      </QueryStates>
    </PageContainer>
  );
}
