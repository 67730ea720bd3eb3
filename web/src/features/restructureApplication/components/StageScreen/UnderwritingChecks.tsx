import { UNDERWRITING_CHECK_LABELS, UNDERWRITING_STATUS_LABELS } from '#core/restructureApplication/index';
import type { RestructureApplicationDetailsFragment } from '#generated/web';
import { useFormatMoment } from '#web/lib/dates';
import styles from './StageScreens.module.css';

type Checks = RestructureApplicationDetailsFragment['underwritingChecks'];

/**
 * The underwriting checks approval waits for (decision 0034), each with its status, so the
 * applicant sees the sandbox complete them one by one; the page checks back by itself meanwhile.
 */
export function UnderwritingChecks({ checks }: { checks: Checks }) {
  const formatMoment = useFormatMoment();
  if (checks.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="underwriting-checks-title">
      <h2 id="underwriting-checks-title">Checks before approval</h2>
      <ul className={styles.checks} aria-live="polite">
        {checks.map((check) => (
          <li key={check.kind} data-status={check.status}>
            <span className={styles.checkName}>{UNDERWRITING_CHECK_LABELS[check.kind]}</span>{' '}
            <span className={styles.checkStatus}>
              {UNDERWRITING_STATUS_LABELS[check.status]}
              {check.completedAt ? ` · ${formatMoment(check.completedAt as string, 'moment')}` : null}
            </span>
            {check.message ? <p className={styles.checkMessage}>{check.message}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
