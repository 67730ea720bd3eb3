import { financialItemKindsAskedBy } from '#core/bankLinks/index';
import type { FinancialItemKind } from '#generated/web';
import { BankLinkPanel } from '#web/features/bankLinks/index';
import styles from './RefinanceBankLinks.module.css';

const HEADINGS: Record<FinancialItemKind, string> = {
  BANK_ACCOUNT: 'Linked bank accounts',
  INVESTMENT: 'Linked investments',
  LIABILITY: 'Linked credit cards and loans',
};

/**
 * Beside the refinance questions that ask for assets and debts (spec §2.45, §3.222): link the
 * accounts at the bank instead of reading their balances off a statement. The list stays the
 * answer; an OAuth bank sends the user to /financial-items/oauth/refinance and back here.
 */
export function RefinanceBankLinks({ applicationUuid, questionId }: { applicationUuid: string; questionId: string }) {
  const kinds = financialItemKindsAskedBy('REFINANCE', questionId);
  if (kinds.length === 0) return null;
  return (
    <div className={styles.links}>
      <p className={styles.lead}>Link your accounts so we can confirm their balances, then list them below.</p>
      {kinds.map((kind) => (
        <BankLinkPanel key={kind} applicationType="REFINANCE" applicationUuid={applicationUuid} kind={kind} heading={HEADINGS[kind]} />
      ))}
    </div>
  );
}
