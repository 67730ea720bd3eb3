import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

/** The class of a column of figures (amounts, shares): right-aligned, digits in even widths. Put it on the column's th and each td. */
export const numberCell = styles.number ?? '';

/** A captioned table of figures that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
