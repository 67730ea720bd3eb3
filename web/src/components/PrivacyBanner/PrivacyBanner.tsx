import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../Button/Button';
import styles from './PrivacyBanner.module.css';

export interface PrivacyBannerProps {
  /** True when choices exist but need confirming again (a year on, or not yet saved to the account). */
  reconfirm: boolean;
  onAcknowledge: () => Promise<unknown> | unknown;
}

/**
 * The privacy and cookie banner (spec section 4). A labelled region at the foot of the screen;
 * it never traps focus, so the page stays usable while it shows.
 */
export function PrivacyBanner({ reconfirm, onAcknowledge }: PrivacyBannerProps) {
  const [busy, setBusy] = useState(false);
  const acknowledge = async () => {
    setBusy(true);
    try {
      await onAcknowledge();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.banner} aria-labelledby="privacy-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="privacy-banner-title" className={styles.title}>
            {reconfirm ? 'Please confirm your privacy choices' : 'Your privacy choices'}
          </h2>
          <p className={styles.body}>
            {reconfirm
              ? 'We ask once a year, and when you first log in, whether your choices about cookies and analytics still suit you.'
              : 'We use cookies to keep you logged in, remember your choices and, with your permission, measure how the site is used. OK allows all of them.'}{' '}
            You can change this at any time.
          </p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.manage} to="/legal/privacy-preferences">
            Manage preferences
          </Link>
          <Button onClick={() => void acknowledge()} busy={busy}>
            {reconfirm ? 'Keep my choices' : 'OK'}
          </Button>
        </div>
      </div>
    </section>
  );
}
