import type { ReactNode } from 'react';
import styles from './Alert.module.css';

/** A message box: errors are announced at once (role alert), others politely (role status). */
export function Alert({ tone = 'error', title, children }: { tone?: 'error' | 'info' | 'success'; title?: string; children: ReactNode }) {
  return (
    <div className={[styles.alert, styles[tone]].join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <strong className={styles.title}>{title}</strong> : null}
      <div>{children}</div>
    </div>
  );
}
