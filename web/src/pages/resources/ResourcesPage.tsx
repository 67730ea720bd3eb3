import { Link } from 'react-router';
import { ResourcesIndexDocument, type ResourcesIndexQuery } from '#generated/resources';
import { ArticleCard } from '../../components/ArticleCard/ArticleCard';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { useShellQuery } from '../../lib/data/useShellQuery';
import styles from './Resources.module.css';

export default function ResourcesPage() {
  const guides = useShellQuery(ResourcesIndexDocument);
  return (
    <PageContainer
      title="Resources"
      description="Guides to refinancing, home equity partnerships and buying a home: break-even math, points, HELOCs, down payments and more."
    >
      <header className={styles.intro}>
        <h1>Resources</h1>
        <p className={styles.lead}>Plain-language guides to refinancing, using your home’s equity and buying a home, with the numbers worked out.</p>
      </header>
      <QueryStates
        query={guides}
        select={(data) => data.articles.articles}
        what="the guides"
        loadingLabel="Loading guides…"
        empty={<p>There are no guides to show yet. Please check back soon.</p>}
      >
        {(articles, data) => <Guides categories={data.articleCategories.filter((category) => category.articleCount > 0)} articles={articles} />}
      </QueryStates>
    </PageContainer>
  );
}

/** The categories that have guides, then every guide, the newest featured. */
function Guides({ categories, articles }: { categories: ResourcesIndexQuery['articleCategories']; articles: ResourcesIndexQuery['articles']['articles'] }) {
  return (
    <>
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
      <ul className={styles.grid} aria-label="All guides">
        {articles.map((article, index) => (
          <li key={article.uuid} className={index === 0 ? styles.featured : undefined}>
            <ArticleCard article={article} showImage={index === 0} wide={index === 0} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}
