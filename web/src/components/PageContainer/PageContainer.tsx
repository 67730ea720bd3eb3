import type { ReactNode } from 'react';
import { useDocumentHead } from '../../lib/pageResponse';
import styles from './PageContainer.module.css';

/** Page frame: sets the document title and description, centres content at the design width. */
export function PageContainer({
  title,
  description,
  narrow = false,
  children,
}: {
  title: string;
  description?: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  useDocumentHead(title, description);
  return <div className={[styles.container, narrow ? styles.narrow : ''].join(' ')}>{children}</div>;
}
