import { Link, useParams } from 'react-router';
import { ResourcesCategoryDocument } from '#generated/resources';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { useShellQuery } from '../../lib/data/useShellQuery';
import NotFoundPage from '../notFound/NotFoundPage';
import styles from './Resources.module.css';

export default function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const query = useShellQuery(ResourcesCategoryDocument, { variables: { slug: categorySlug } });
  const category = query.data?.articleCategory;
  if (query.data && !category) return <NotFoundPage />;
  return (
    <PageContainer title={category ? `${category.name} guides` : 'Resources'} description={category?.description}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/resources">All resources</Link>
      </nav>
      <QueryStates query={query} select={(data) => data.articleCategory} what="these guides" loadingLabel="Loading guides…">
        {(loaded, { articles: { articles } }) => (
          <>
            <header className={styles.intro}>
              <h1>{loaded.name}</h1>
              <p className={styles.lead}>{loaded.description}</p>
            </header>
            {articles.length ? (
              <ul className={styles.grid} aria-label={`${loaded.name} guides`}>
                {articles.map((article) => (
                  <li key={article.uuid}>
                    <ArticleCard article={article} headingLevel={2} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                No guides in this category yet. <Link to="/resources">Browse all resources</Link>.
              </p>
            )}
          </>
        )}
      </QueryStates>
    </PageContainer>
  );
}
