import { BankLinkPanel } from '#web/features/bankLinks/index';
import styles from '../../model/PurchaseApplication.module.css';

/**
 * The applicant's bank accounts and investments (spec section 3), linked while the purchase is
 * underwritten and funded. They are the applicant's alone: the co-applicant does not see them.
 */
export function LinkedFunds({ applicationUuid }: { applicationUuid: string }) {
  return (
    <section className={styles.panel} aria-labelledby="purchase-funds-title">
      <h2 id="purchase-funds-title">Your accounts and investments</h2>
      <p className={styles.lead}>
        Link the accounts that hold your down payment and savings so we can see your funds to close. Only you see them, not your co-applicant.
      </p>
      <BankLinkPanel applicationType="PURCHASE" applicationUuid={applicationUuid} kind="BANK_ACCOUNT" heading="Bank accounts" />
      <BankLinkPanel applicationType="PURCHASE" applicationUuid={applicationUuid} kind="INVESTMENT" heading="Investments" />
    </section>
  );
}
