import { Link } from 'react-router';
import type { ArticleCard_ArticleFragment } from '#generated/web';
import { formatArticleDate } from './articleDates';
import styles from './ArticleCard.module.css';

/**
 * A resource in a list: the whole card is one link (its title), so it is a single stop for
 * keyboard and screen-reader users.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  showImage = true,
  wide = false,
}: {
  article: ArticleCard_ArticleFragment;
  headingLevel?: 2 | 3;
  showImage?: boolean;
  /** Image beside the text from 768 px, for a featured article spanning the grid. */
  wide?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={[styles.card, wide ? styles.wide : ''].join(' ')}>
      {showImage && article.heroImageUrl ? (
        <img className={styles.image} src={article.heroImageUrl} alt="" width={1200} height={630} loading={wide ? 'eager' : 'lazy'} decoding="async" />
      ) : null}
      <div className={styles.body}>
        <p className={styles.category}>{article.category.name}</p>
        <Heading className={styles.title}>
          <Link className={styles.link} to={`/resources/${article.slug}`}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          {article.publishedAt ? <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time> : 'Draft'}
          <span aria-hidden="true"> · </span>
          {article.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}
