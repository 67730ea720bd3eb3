import { useParams } from 'react-router';
import { ResourcesArticleDocument } from '#generated/resources';
import { ArticleView } from '../../components/ArticleView/ArticleView';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { useShellQuery } from '../../lib/data/useShellQuery';
import NotFoundPage from '../notFound/NotFoundPage';

export default function ArticlePage() {
  const { articleSlug = '' } = useParams();
  const query = useShellQuery(ResourcesArticleDocument, { variables: { slug: articleSlug } });
  const article = query.data?.article;
  if (query.data && !article) return <NotFoundPage />;
  return (
    <PageContainer title={article?.title ?? 'Resources'} description={article?.summary}>
      <QueryStates query={query} select={(data) => data.article} what="this guide" loadingLabel="Loading the guide…">
        {(loaded, data) => <ArticleView article={loaded} related={data.relatedArticles} />}
      </QueryStates>
    </PageContainer>
  );
}
