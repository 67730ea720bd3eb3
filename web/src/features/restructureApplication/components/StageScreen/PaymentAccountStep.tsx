import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FinalizeRestructureDocument, type FinalizeRestructureInput } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import { BankLinkPanel, usePaymentAccountChoices } from '#web/features/bankLinks/index';
import { paymentAccountSchema, type PaymentAccountValues } from '../../model/paymentAccountForm';
import { useStageStep } from './useStageStep';
import styles from './StageScreens.module.css';

const FIELDS = ['accountHolderName', 'routingNumber', 'accountNumber', 'accountType'] as const;
/** The choice of typing the account in, beside the linked accounts' uuids. */
const BY_HAND = 'BY_HAND';

/**
 * FINALIZE_RESTRUCTURE: the account monthly payments come from, a verified linked account or
 * one entered by hand; submitting it finalizes the restructure.
 */
export function PaymentAccountStep({ uuid }: { uuid: string }) {
  const choiceName = useId();
  const [finalize] = useMutation(FinalizeRestructureDocument);
  const { busy, errors, run } = useStageStep();
  const linked = usePaymentAccountChoices('RESTRUCTURE', uuid);
  const [picked, setPicked] = useState<string | null>(null);
  // A linked account is offered first; a choice that was removed falls back to the default.
  const source =
    picked !== null && (picked === BY_HAND || linked.some((choice) => choice.financialAccountUuid === picked))
      ? picked
      : (linked[0]?.financialAccountUuid ?? BY_HAND);
  const form = useForm<PaymentAccountValues>({
    resolver: zodResolver(paymentAccountSchema),
    mode: 'onTouched',
    defaultValues: { accountHolderName: '', routingNumber: '', accountNumber: '', accountType: 'CHECKING' },
  });
  const fieldErrors = form.formState.errors;
  const unplaced = errors.filter((e) => source !== BY_HAND || !FIELDS.some((field) => e.field === `paymentBankAccount.${field}`));

  const send = async (input: FinalizeRestructureInput) => {
    let placed = false;
    await run(async () => {
      const payload = (await finalize({ variables: { input } })).data?.finalizeRestructure;
      for (const error of payload?.errors ?? []) {
        const field = FIELDS.find((f) => error.field === `paymentBankAccount.${f}`);
        if (field) {
          form.setError(field, { type: 'server', message: error.message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      return payload;
    });
  };

  const submitByHand = form.handleSubmit(async (values) => {
    const paymentBankAccount = { ...values, routingNumber: values.routingNumber.replace(/\s/g, ''), accountNumber: values.accountNumber.replace(/\s/g, '') };
    await send({ uuid, paymentBankAccount });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (source === BY_HAND) return void submitByHand(event);
    event.preventDefault();
    void send({ uuid, financialAccountUuid: source });
  };

  return (
    <section className={styles.card} aria-labelledby="payment-account-title">
      <h2 id="payment-account-title">Your payment account</h2>
      <p className={styles.lead}>
        Your monthly payments are drawn from this account. Link your bank to choose one of its accounts, or enter the account by hand. We verify it before the
        inspection; only its last four digits are shown again.
      </p>
      <BankLinkPanel applicationType="RESTRUCTURE" applicationUuid={uuid} heading="Linked bank accounts" />
      <form onSubmit={submit} noValidate>
        {linked.length > 0 ? (
          <fieldset className={styles.accountChoice}>
            <legend>Pay from</legend>
            {[...linked, { financialAccountUuid: BY_HAND, label: 'Another account, entered by hand' }].map((choice) => (
              <label key={choice.financialAccountUuid} className={styles.accountOption}>
                <input
                  type="radio"
                  name={choiceName}
                  value={choice.financialAccountUuid}
                  checked={source === choice.financialAccountUuid}
                  onChange={() => setPicked(choice.financialAccountUuid)}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {source === BY_HAND ? (
          <>
            <TextField label="Name on the account" autoComplete="name" error={fieldErrors.accountHolderName?.message} {...form.register('accountHolderName')} />
            <TextField
              label="Routing number"
              inputMode="numeric"
              autoComplete="off"
              hint="Nine digits, at the bottom left of a check"
              error={fieldErrors.routingNumber?.message}
              {...form.register('routingNumber')}
            />
            <TextField
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              error={fieldErrors.accountNumber?.message}
              {...form.register('accountNumber')}
            />
            <SelectField
              label="Account type"
              options={[
                { value: 'CHECKING', label: 'Checking' },
                { value: 'SAVINGS', label: 'Savings' },
              ]}
              error={fieldErrors.accountType?.message}
              {...form.register('accountType')}
            />
          </>
        ) : null}
        {unplaced.length > 0 ? (
          <Alert title="We couldn’t save the account">
            {unplaced.map((e) => (
              <p key={e.code}>{e.message}</p>
            ))}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <span />
          <Button type="submit" busy={busy}>
            Use this account
          </Button>
        </div>
      </form>
    </section>
  );
}
