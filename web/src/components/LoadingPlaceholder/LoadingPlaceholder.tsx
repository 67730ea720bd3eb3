import { useEffect, useState } from 'react';
import { LOADING_PLACEHOLDER_DELAY_MS } from '../../lib/uiConstants';
import styles from './LoadingPlaceholder.module.css';

/** Appears only after 300 ms (spec section 9), so fast loads never flash a spinner. */
export function LoadingPlaceholder({ label = 'Loading…', delayMs = LOADING_PLACEHOLDER_DELAY_MS }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.placeholder} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
