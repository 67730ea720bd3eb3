import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  busy?: boolean;
  fullWidth?: boolean;
}

/** The one button. While busy it stays focusable but refuses a second press. */
export function Button({ variant = 'primary', busy = false, fullWidth = false, className, children, disabled, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      className={[styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? ''].join(' ')}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
