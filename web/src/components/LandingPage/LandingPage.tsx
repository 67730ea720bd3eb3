import type { ReactNode } from 'react';
import { useDocumentHead } from '../../lib/pageResponse';
import styles from './LandingPage.module.css';

/**
 * A marketing page made of full-width bands (a hero that runs under the header, then sections);
 * like PageContainer it sets the document title and meta description.
 */
export function LandingPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useDocumentHead(title, description);
  return <div className={styles.page}>{children}</div>;
}

/** The dark opening band: the navigation turns dark over it (data-nav-theme). */
export function Hero({ eyebrow, title, lead, children, titleId }: { eyebrow?: string; title: string; lead: ReactNode; children?: ReactNode; titleId: string }) {
  return (
    <section className={styles.hero} data-nav-theme="dark" aria-labelledby={titleId}>
      <div className={styles.heroInner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles.heroTitle}>
          {title}
        </h1>
        <p className={styles.heroLead}>{lead}</p>
        {children ? <div className={styles.heroActions}>{children}</div> : null}
      </div>
    </section>
  );
}

/** A content band at the design width; tone 'soft' gives it the canvas-blue background. */
export function Band({ children, tone = 'plain', labelledBy }: { children: ReactNode; tone?: 'plain' | 'soft' | 'white'; labelledBy?: string }) {
  return (
    <section className={[styles.band, styles[tone]].join(' ')} aria-labelledby={labelledBy}>
      <div className={styles.bandInner}>{children}</div>
    </section>
  );
}
