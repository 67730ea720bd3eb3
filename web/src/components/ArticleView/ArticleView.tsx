import { Link } from 'react-router';
import type { ArticleCard_ArticleFragment, ArticlePage_ArticleFragment } from '#generated/web';
import { Alert } from '../Alert/Alert';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import { formatArticleDate } from '../ArticleCard/articleDates';
import { LinkButton } from '../LinkButton/LinkButton';
import { RichText } from '../RichText/RichText';
import styles from './ArticleView.module.css';

/** A resource article: breadcrumb, title, byline, hero image, body, what to read next. */
export function ArticleView({
  article,
  related = [],
  preview = false,
}: {
  article: ArticlePage_ArticleFragment;
  related?: readonly ArticleCard_ArticleFragment[];
  preview?: boolean;
}) {
  return (
    <article className={styles.article}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/resources">Resources</Link>
          </li>
          <li>
            <Link to={`/resources/categories/${article.category.slug}`}>{article.category.name}</Link>
          </li>
        </ol>
      </nav>
      {preview ? (
        <Alert tone="info" title={article.status === 'DRAFT' ? 'Draft preview' : 'Preview'}>
          {article.status === 'DRAFT'
            ? 'This article is not published. Only people with this link can read it.'
            : 'This article is published; this is its preview link.'}
        </Alert>
      ) : null}
      <header className={styles.header}>
        <h1>{article.title}</h1>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.byline}>
          By {article.author}
          <span aria-hidden="true"> · </span>
          {article.publishedAt ? <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time> : 'Not published yet'}
          <span aria-hidden="true"> · </span>
          {article.readingMinutes} min read
        </p>
      </header>
      {article.heroImageUrl ? (
        <img
          className={styles.hero}
          src={article.heroImageUrl}
          alt={article.heroImageAlt ?? ''}
          width={1200}
          height={630}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <RichText className={styles.body} html={article.bodyHtml} />
      <aside className={styles.cta} aria-label="Next steps">
        <p>See what a refinance or a partnership would mean for your home, without a credit check.</p>
        <LinkButton to="/rates">See your rates</LinkButton>
      </aside>
      {related.length ? (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title">Keep reading</h2>
          <ul className={styles.relatedList}>
            {related.map((entry) => (
              <li key={entry.uuid}>
                <ArticleCard article={entry} showImage={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
