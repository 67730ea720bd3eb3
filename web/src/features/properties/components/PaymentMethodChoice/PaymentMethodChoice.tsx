import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EquityPaymentMethodsDocument, SavePaymentBankAccountDocument, type EquityPaymentMethodsQuery } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import styles from './PaymentMethodChoice.module.css';

type SavedMethod = EquityPaymentMethodsQuery['paymentMethods'][number];

/** The method a buy-in charges: the one chosen while it is still saved, else the default, else the newest. */
export function chosenMethodOf(methods: readonly SavedMethod[], chosenUuid: string | null | undefined): SavedMethod | null {
  return methods.find((method) => method.uuid === chosenUuid) ?? methods.find((method) => method.isDefault) ?? methods[0] ?? null;
}

export interface PaymentMethodChoiceProps {
  /** The method chosen so far (the draft's); the default is preselected when none is. */
  value: string | null | undefined;
  onChange: (paymentMethodUuid: string) => void;
  /** Where the owner links and verifies a bank account (the deal's application), if there is one. */
  bankLinkPath: string | null;
  /** A refusal of the charge to show beside the choice (declined, no method, not found). */
  problem?: string | null;
}

/**
 * Which saved card or bank account a buy-in charges, the default preselected, and the owner's
 * linked bank accounts that can be added as a method here (or why one cannot be).
 */
export function PaymentMethodChoice({ value, onChange, bankLinkPath, problem }: PaymentMethodChoiceProps) {
  const query = useQuery(EquityPaymentMethodsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SavePaymentBankAccountDocument);
  const [savingUuid, setSavingUuid] = useState<string | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);

  const addBankAccount = async (financialAccountUuid: string) => {
    setSaveProblem(null);
    setSavingUuid(financialAccountUuid);
    try {
      const result = await save({ variables: { input: { financialAccountUuid } }, refetchQueries: ['equityPaymentMethods'], awaitRefetchQueries: true });
      const payload = result.data?.savePaymentBankAccount;
      if (payload?.paymentMethod) onChange(payload.paymentMethod.uuid);
      else setSaveProblem(payload?.errors[0]?.message ?? 'We couldn’t add this bank account. Try again.');
    } catch {
      setSaveProblem('We couldn’t reach Roofline. Try again.');
    } finally {
      setSavingUuid(null);
    }
  };

  const linkHint = bankLinkPath ? (
    <p>
      To pay from a bank account, <Link to={bankLinkPath}>link and verify it on your application</Link>, then add it here.
    </p>
  ) : null;

  return (
    <section className={styles.choice} aria-labelledby="payment-method-heading">
      <h3 id="payment-method-heading">Pay with</h3>
      <QueryStates
        query={query}
        what="your payment methods"
        loadingLabel="Loading your payment methods…"
        select={(data) => (data.paymentMethods.length + data.paymentBankAccountChoices.length > 0 ? data : null)}
        empty={
          <Alert tone="info" title="No payment method yet">
            <p>Add a card or a bank account before you buy in.</p>
            {linkHint}
          </Alert>
        }
      >
        {(data) => {
          const chosen = chosenMethodOf(data.paymentMethods, value);
          const addable = data.paymentBankAccountChoices.filter((account) => !account.paymentMethodUuid);
          return (
            <>
              {data.paymentMethods.length > 0 ? (
                <fieldset className={styles.methods}>
                  <legend className={styles.legend}>Saved payment methods</legend>
                  {data.paymentMethods.map((method) => (
                    <label key={method.uuid} className={styles.method}>
                      <input
                        type="radio"
                        name="paymentMethodUuid"
                        value={method.uuid}
                        checked={chosen?.uuid === method.uuid}
                        onChange={() => onChange(method.uuid)}
                      />
                      <span>{method.label}</span>
                      {method.isDefault ? <span className={styles.badge}>Default</span> : null}
                      {method.kind === 'BANK_ACCOUNT' ? <span className={styles.detail}>Bank payments take a few business days to clear.</span> : null}
                    </label>
                  ))}
                </fieldset>
              ) : (
                <p>You have no saved payment method yet. Add a linked bank account below.</p>
              )}
              {addable.length > 0 ? (
                <ul className={styles.accounts} aria-label="Linked bank accounts">
                  {addable.map((account) => (
                    <li key={account.financialAccountUuid} className={styles.account}>
                      <span>{account.label}</span>
                      {account.refusal ? (
                        <span className={styles.detail}>{account.refusal}</span>
                      ) : (
                        <Button
                          type="button"
                          variant="secondary"
                          busy={saving.loading && savingUuid === account.financialAccountUuid}
                          onClick={() => void addBankAccount(account.financialAccountUuid)}
                          aria-label={`Pay with ${account.label}`}
                        >
                          Pay with this account
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              {addable.length === 0 && data.paymentBankAccountChoices.length === 0 ? linkHint : null}
            </>
          );
        }}
      </QueryStates>
      {saveProblem ? <Alert title="This bank account was not added">{saveProblem}</Alert> : null}
      {problem ? <Alert title="This payment method was not charged">{problem}</Alert> : null}
    </section>
  );
}
