import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { ResourcesCategoryDocument } from '../../../../generated/web';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import NotFoundPage from '../notFound/NotFoundPage';
import styles from './Resources.module.css';

export default function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ResourcesCategoryDocument, { variables: { slug: categorySlug } });
  const category = data?.articleCategory;
  if (data && !category) return <NotFoundPage />;
  const articles = data?.articles.articles ?? [];
  return (
    <PageContainer title={category ? `${category.name} guides` : 'Resources'} description={category?.description}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/resources">All resources</Link>
      </nav>
      {loading && !data ? <LoadingPlaceholder label="Loading guides…" /> : null}
      {error && !data ? <LoadFailure what="these guides" onRetry={refetch} /> : null}
      {category ? (
        <>
          <header className={styles.intro}>
            <h1>{category.name}</h1>
            <p className={styles.lead}>{category.description}</p>
          </header>
          {articles.length ? (
            <ul className={styles.grid} aria-label={`${category.name} guides`}>
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
      ) : null}
    </PageContainer>
  );
}
