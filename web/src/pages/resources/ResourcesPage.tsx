import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ResourcesIndexDocument } from '../../../../generated/web';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import styles from './Resources.module.css';

export default function ResourcesPage() {
  const { data, loading, error, refetch } = useQuery(ResourcesIndexDocument);
  const categories = data?.articleCategories.filter((category) => category.articleCount > 0) ?? [];
  const articles = data?.articles.articles ?? [];
  return (
    <PageContainer title="Resources" description="Guides to refinancing, home equity partnerships and buying a home: break-even math, points, HELOCs, down payments and more.">
      <header className={styles.intro}>
        <h1>Resources</h1>
        <p className={styles.lead}>Plain-language guides to refinancing, using your home’s equity and buying a home, with the numbers worked out.</p>
      </header>
      {loading && !data ? <LoadingPlaceholder label="Loading guides…" /> : null}
      {error && !data ? <LoadFailure what="the guides" onRetry={refetch} /> : null}
      {categories.length ? (
        <nav aria-label="Categories" className={styles.categories}>
          <ul>
            {categories.map((category) => (
              <li key={category.uuid}>
                <Link to={`/resources/categories/${category.slug}`}>
                  {category.name} <span className={styles.count}>({category.articleCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data && !articles.length ? <p>There are no guides to show yet. Please check back soon.</p> : null}
      {articles.length ? (
        <ul className={styles.grid} aria-label="All guides">
          {articles.map((article, index) => (
            <li key={article.uuid} className={index === 0 ? styles.featured : undefined}>
              <ArticleCard article={article} showImage={index === 0} wide={index === 0} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </PageContainer>
  );
}
