import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ResourcesArticleDocument } from '../../../../generated/web';
import { ArticleView } from '../../components/ArticleView/ArticleView';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import NotFoundPage from '../notFound/NotFoundPage';

export default function ArticlePage() {
  const { articleSlug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ResourcesArticleDocument, { variables: { slug: articleSlug } });
  const article = data?.article;
  if (data && !article) return <NotFoundPage />;
  return (
    <PageContainer title={article?.title ?? 'Resources'} description={article?.summary}>
      {loading && !data ? <LoadingPlaceholder label="Loading the guide…" /> : null}
      {error && !data ? <LoadFailure what="this guide" onRetry={refetch} /> : null}
      {article ? <ArticleView article={article} related={data?.relatedArticles ?? []} /> : null}
    </PageContainer>
  );
}
