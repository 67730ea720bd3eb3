import { BankLinkPanel } from '#web/features/bankLinks/index';
import styles from './StageScreens.module.css';

/**
 * The applicant's investments (spec §3.179: the restructure application's linked bank accounts
 * and investments), offered while the review gathers documents: retirement and brokerage
 * accounts linked at the institution, beside the bank accounts linked for payments.
 */
export function LinkedInvestments({ uuid }: { uuid: string }) {
  return (
    <section className={styles.card} aria-labelledby="linked-investments-title">
      <h2 id="linked-investments-title">Your investments</h2>
      <p className={styles.lead}>
        Optional: link your retirement and brokerage accounts to show the savings you hold besides your home. Only you and Roofline see them.
      </p>
      <BankLinkPanel applicationType="RESTRUCTURE" applicationUuid={uuid} kind="INVESTMENT" heading="Linked investments" />
    </section>
  );
}
