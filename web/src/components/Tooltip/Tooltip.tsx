import { useEffect, useId, useState, type ReactNode } from 'react';
import { TOOLTIP_HIDE_AFTER_MS } from '../../lib/uiConstants';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The trigger's accessible name, e.g. "How progress is counted". */
  label: string;
  /** What the tooltip says. */
  children: ReactNode;
  /** Spec section 9: a tooltip hides after 4000 ms by default. */
  hideAfterMs?: number;
}

/**
 * A small "i" button whose explanation shows on hover, focus or press, and hides again on
 * Escape, on leaving, or by itself after hideAfterMs. The text describes the button while shown.
 */
export function Tooltip({ label, children, hideAfterMs = TOOLTIP_HIDE_AFTER_MS }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Each showing restarts the clock.
  const [shownAt, setShownAt] = useState(0);
  const show = () => {
    setOpen(true);
    setShownAt((count) => count + 1);
  };
  const hide = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), hideAfterMs);
    return () => clearTimeout(timer);
  }, [open, shownAt, hideAfterMs]);

  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      {open ? (
        <span role="tooltip" id={id} className={styles.bubble}>
          {children}
        </span>
      ) : null}
    </span>
  );
}
