import { useEffect, type ReactNode } from 'react';
import styles from './PageContainer.module.css';

/** Page frame: sets the document title and description, centres content at the design width. */
export function PageContainer({ title, description, narrow = false, children }: { title: string; description?: string; narrow?: boolean; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | Roofline`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return <div className={[styles.container, narrow ? styles.narrow : ''].join(' ')}>{children}</div>;
}
