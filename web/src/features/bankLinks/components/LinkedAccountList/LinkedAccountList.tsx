import { useState, type FormEvent, type ReactNode } from 'react';
import { isVerifiedByLink } from '#core/bankLinks/paymentAccounts';
import { bankLinkMessages } from '#core/bankLinks/messages';
import type { LinkedAccountList_ItemFragment } from '#generated/web';
import { Button } from '#web/components/Button/Button';
import { TextField } from '#web/components/TextField/TextField';
import { centsFromDollars, VERIFICATION_LABELS } from '../../model/verificationLabels';
import styles from './LinkedAccountList.module.css';

export interface LinkedAccountListProps {
  items: readonly LinkedAccountList_ItemFragment[];
  onRemove: (financialItemUuid: string) => void;
  onReconnect: (financialItemUuid: string) => void;
  onVerifyDeposits: (financialItemUuid: string, amountsCents: [number, number]) => void;
  /** The item a change is being made to. */
  busyUuid?: string | null;
  /** A refusal of the deposits, by item. */
  depositErrors?: Readonly<Record<string, string>>;
  /** For a bank account that linking did not verify: verifying it with a voided check or a statement (§3.219). */
  verifyWithDocument?: (item: LinkedAccountList_ItemFragment) => ReactNode;
}

function DepositForm({
  item,
  onVerify,
  busy,
  refusal,
}: {
  item: LinkedAccountList_ItemFragment;
  onVerify: (amounts: [number, number]) => void;
  busy: boolean;
  refusal?: string;
}) {
  const [amounts, setAmounts] = useState(['', '']);
  const [submitted, setSubmitted] = useState(false);
  const cents = amounts.map(centsFromDollars);
  const invalid = cents.some((value) => value === null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!invalid) onVerify([cents[0]!, cents[1]!]);
  };
  return (
    <form className={styles.deposits} onSubmit={submit} noValidate aria-label={`Confirm the deposits to ${item.name}`}>
      <p className={styles.muted}>Enter the two small deposits shown on your statement.</p>
      <div className={styles.depositFields}>
        {[0, 1].map((index) => (
          <TextField
            key={index}
            label={`Deposit ${index + 1}`}
            inputMode="decimal"
            placeholder="0.00"
            value={amounts[index]}
            onChange={(event) => setAmounts((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
            error={submitted && cents[index] === null ? bankLinkMessages.microdepositsInvalid : undefined}
          />
        ))}
      </div>
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        Confirm deposits
      </Button>
    </form>
  );
}

/** The application's linked banks: each account with its verification, repairs and deposits where needed. */
export function LinkedAccountList({
  items,
  onRemove,
  onReconnect,
  onVerifyDeposits,
  busyUuid,
  depositErrors = {},
  verifyWithDocument,
}: LinkedAccountListProps) {
  return (
    <ul className={styles.list} aria-label="Linked accounts">
      {items.map((item) => {
        const waitsForDeposits = item.accounts.some((account) => account.verificationStatus === 'PENDING_MANUAL_VERIFICATION');
        const unverified = item.kind === 'BANK_ACCOUNT' && !item.manualVerificationAt && item.accounts.length > 0 && !item.accounts.some(isVerifiedByLink);
        return (
          <li key={item.uuid} className={styles.item}>
            <div className={styles.header}>
              <strong>{item.name}</strong>
              <Button type="button" variant="ghost" busy={busyUuid === item.uuid} onClick={() => onRemove(item.uuid)} aria-label={`Remove ${item.name}`}>
                Remove
              </Button>
            </div>
            {item.error ? (
              <div className={styles.problem} role="status">
                <span>{item.error.message}</span>
                <Button type="button" variant="secondary" onClick={() => onReconnect(item.uuid)}>
                  Reconnect
                </Button>
              </div>
            ) : null}
            <ul className={styles.accounts}>
              {item.accounts.map((account) => (
                <li key={account.uuid} className={styles.account}>
                  <span>
                    {account.name}
                    {account.mask ? ` •••• ${account.mask}` : ''}
                  </span>
                  <span className={account.verificationStatus === 'VERIFICATION_FAILED' ? styles.failed : styles.status}>
                    {VERIFICATION_LABELS[account.verificationStatus]}
                  </span>
                </li>
              ))}
            </ul>
            {item.manualVerificationAt ? <p className={styles.muted}>Verified with your document.</p> : null}
            {waitsForDeposits ? (
              <DepositForm
                item={item}
                busy={busyUuid === item.uuid}
                refusal={depositErrors[item.uuid]}
                onVerify={(amounts) => onVerifyDeposits(item.uuid, amounts)}
              />
            ) : null}
            {unverified ? verifyWithDocument?.(item) : null}
          </li>
        );
      })}
    </ul>
  );
}
