import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { ChoosePaymentBankAccountDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { BankLinkPanel, usePaymentAccountChoicesQuery } from '#web/features/bankLinks/index';
import styles from '../../model/PurchaseApplication.module.css';

const SOMETHING_WENT_WRONG = 'Sorry, there was a problem. Please try again later.';

/**
 * At closing, the applicant's choice of the linked account monthly payments come from after
 * closing (spec: paymentBankAccountId): a verified checking or savings account of this purchase.
 */
export function PaymentAccountChoice({ applicationUuid, chosen }: { applicationUuid: string; chosen: string | null }) {
  const name = useId();
  const { query, choices } = usePaymentAccountChoicesQuery('PURCHASE', applicationUuid);
  const [choose] = useMutation(ChoosePaymentBankAccountDocument, { refetchQueries: ['purchaseApplication'], awaitRefetchQueries: true });
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // A pick that was removed in the panel falls back to the chosen account, then to the first.
  const offered = (uuid: string | null) => (uuid && choices.some((choice) => choice.financialAccountUuid === uuid) ? uuid : null);
  const selected = offered(picked) ?? offered(chosen) ?? choices[0]?.financialAccountUuid ?? null;
  const current = choices.find((choice) => choice.financialAccountUuid === chosen);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) return;
    setBusy(true);
    setErrors([]);
    try {
      const result = await choose({ variables: { input: { purchaseApplicationUuid: applicationUuid, financialAccountUuid: selected } } });
      const payload = result.data?.choosePaymentBankAccount;
      // Errors are data (errorPolicy all): no payload means the request itself failed.
      setErrors(payload ? payload.errors.map((error) => error.message) : [SOMETHING_WENT_WRONG]);
    } catch {
      setErrors([SOMETHING_WENT_WRONG]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="purchase-payment-account-title">
      <h2 id="purchase-payment-account-title">Your payment account</h2>
      <p className={styles.lead}>After closing, your monthly payments are drawn from this account. Choose a verified checking or savings account you linked.</p>
      <BankLinkPanel applicationType="PURCHASE" applicationUuid={applicationUuid} kind="BANK_ACCOUNT" heading="Linked bank accounts" />
      {current ? (
        <p role="status">
          Your payments come from <strong>{current.label}</strong>.
        </p>
      ) : null}
      <QueryStates
        query={query}
        select={() => choices}
        what="your linked accounts"
        loadingLabel="Loading your accounts…"
        empty={<p className={styles.muted}>Link a checking or savings account above and verify it to choose it for your payments.</p>}
      >
        {(offeredChoices) => (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <fieldset className={styles.choice}>
              <legend>Pay from</legend>
              {offeredChoices.map((choice) => (
                <label key={choice.financialAccountUuid} className={styles.radio}>
                  <input
                    type="radio"
                    name={name}
                    value={choice.financialAccountUuid}
                    checked={selected === choice.financialAccountUuid}
                    onChange={() => setPicked(choice.financialAccountUuid)}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </fieldset>
            {errors.length ? (
              <Alert title="We couldn’t save the account">
                {errors.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" busy={busy} disabled={selected === chosen}>
                Use this account
              </Button>
            </div>
          </form>
        )}
      </QueryStates>
    </section>
  );
}
