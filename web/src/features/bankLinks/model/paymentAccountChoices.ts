import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { paymentAccountRefusal } from '#core/bankLinks/index';
import { FinancialItemsDocument, type BankLinkApplicationType, type LinkedAccountList_ItemFragment } from '#generated/web';

export interface PaymentAccountChoice {
  financialAccountUuid: string;
  /** "First Platypus Bank · Plaid Checking ending in 0000" */
  label: string;
}

/** The linked accounts monthly payments may come from (core's rule: verified checking or savings). */
export function paymentAccountChoices(items: readonly LinkedAccountList_ItemFragment[]): PaymentAccountChoice[] {
  return items
    .filter((item) => item.kind === 'BANK_ACCOUNT')
    .flatMap((item) =>
      item.accounts
        .filter((account) => paymentAccountRefusal(account, item) === null)
        .map((account) => ({
          financialAccountUuid: account.uuid,
          label: `${item.name} · ${account.name}${account.mask ? ` ending in ${account.mask}` : ''}`,
        })),
    );
}

/**
 * The application's payment account choices, with the query's loading and error for a screen's
 * states. It sends the bank-link panel's own query, so a link, a verification or a removal in
 * the panel shows here as soon as the panel refetches.
 */
export function usePaymentAccountChoicesQuery(applicationType: BankLinkApplicationType, applicationUuid: string) {
  const query = useQuery(FinancialItemsDocument, { variables: { applicationType, applicationUuid } });
  const choices = useMemo(() => paymentAccountChoices(query.data?.financialItems ?? []), [query.data]);
  return { query, choices };
}

/** The application's payment account choices alone. */
export function usePaymentAccountChoices(applicationType: BankLinkApplicationType, applicationUuid: string): PaymentAccountChoice[] {
  return usePaymentAccountChoicesQuery(applicationType, applicationUuid).choices;
}
