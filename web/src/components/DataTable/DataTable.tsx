import { useId, type ReactNode } from 'react';
import styles from './DataTable.module.css';

/** The class of a column of figures (amounts, shares): right-aligned, digits in even widths. Put it on the column's th and each td. */
export const numberCell = styles.number ?? '';

/**
 * A captioned table of figures that scrolls sideways on a narrow screen rather than squeezing its
 * columns. The scrolling box is a region named by the caption and reachable by keyboard, so it can
 * be scrolled without a pointer.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on phones must be reachable by keyboard
    <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
