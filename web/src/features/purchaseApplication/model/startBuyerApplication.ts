import type { ApolloClient } from '@apollo/client';
import type { BuyerPurchaseStage, IncomeSource } from '#core/purchaseApplication/index';
import type { CreditScoreRange } from '#core/rates/index';
import { CreatePurchasePrequalDocument, StartPurchaseApplicationDocument } from '#generated/web';
import { parseDollars, type BuyerPrequalDraft } from './buyerPrequalForm';

/** The account a new buyer signs up with, as typed. */
export interface BuyerAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** How a start ended: the new application, the email already taken, or the server's words (none when it gave none). */
export type BuyerStart = { applicationUuid: string } | { emailInUse: string } | { problem: string | undefined };

/**
 * The buyer's prequal (with the new account, when there is one) and then the application, two
 * calls in a row. Loaded with the GraphQL client when the form is sent: until then the page
 * needs neither.
 */
export async function startBuyerApplication(client: ApolloClient, draft: BuyerPrequalDraft, account: BuyerAccount | null): Promise<BuyerStart> {
  const created = await client.mutate({
    mutation: CreatePurchasePrequalDocument,
    variables: {
      prequalInput: {
        productFunnel: 'PURCHASE',
        estimatedPropertyValue: parseDollars(draft.targetPrice),
        downPayment: parseDollars(draft.downPayment),
        propertyLocation: { state: draft.state, country: 'US' },
        propertyUse: 'PRIMARY_RESIDENCE',
        creditScoreEstimate: draft.creditScoreEstimate as CreditScoreRange,
      },
      newUserInput: account
        ? { firstName: account.firstName.trim(), lastName: account.lastName.trim(), email: account.email.trim(), password: account.password }
        : null,
    },
  });
  const payload = created.data?.createPrequal;
  const prequalUuid = payload?.prequals[0]?.uuid;
  if (!payload || payload.errors.length || !prequalUuid) {
    const email = payload?.errors.find((e) => e.field === 'newUserInput.email');
    return email ? { emailInUse: email.message } : { problem: payload?.errors[0]?.message };
  }
  const started = await client.mutate({
    mutation: StartPurchaseApplicationDocument,
    variables: {
      input: {
        prequalUuid,
        timeline: draft.timeline,
        purchaseStage: draft.purchaseStage as BuyerPurchaseStage,
        incomeSource: draft.incomeSource as IncomeSource,
      },
    },
  });
  const application = started.data?.startPurchaseApplication.purchaseApplication;
  if (!application) return { problem: started.data?.startPurchaseApplication.errors.map((e) => e.message).join(' ') || undefined };
  return { applicationUuid: application.uuid };
}
