import type { ReactNode } from 'react';
import { Link } from 'react-router';
import buttonStyles from '../Button/Button.module.css';
import styles from './LinkButton.module.css';

/** A link that looks like the one Button (for navigation, not actions). 'inverse' sits on dark bands. */
export function LinkButton({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary' | 'inverse' | 'inverseOutline';
  children: ReactNode;
}) {
  const variantClass = variant === 'primary' || variant === 'secondary' ? [buttonStyles[variant], styles[`${variant}Link`]].join(' ') : styles[variant];
  return (
    <Link to={to} className={[buttonStyles.button, variantClass].join(' ')}>
      {children}
    </Link>
  );
}
