import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The card that frames the login, reset and verify screens. */
export function AuthCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
