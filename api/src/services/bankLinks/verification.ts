import type { Knex } from 'knex';
import { bankLinkMessages, paymentAccountRefusal, validMicrodepositAmounts } from '#core/bankLinks/index';
import { BankLinkProviderError } from '../../adapters/bankLink/BankLinkProvider.js';
import { SandboxBankLinkProvider } from '../../adapters/bankLink/SandboxBankLinkProvider.js';
import { FinancialAccount } from '../../models/FinancialAccount.js';
import { FinancialItem } from '../../models/FinancialItem.js';
import type { ServiceContext } from '../context.js';
import { notFound, type FieldError } from '../errors.js';
import { savePaymentBankAccount } from '../payments/bankAccountMethods.js';
import { submitBankAccountDocument } from '../payments/bankAccountDocumentReview.js';
import { chargeRecurringBuyInTo } from '../properties/recurringBuyInMethod.js';
import { accessTokenOf } from './accessTokenCipher.js';
import { ownedApplicationOrNotFound, ownedFinancialItem, signedInUser, storeProviderItem, type FinancialItemPayload } from './financialItems.js';

const fieldError = (code: FieldError['code'], field: string, message: string): FieldError => ({ code, field, message });

/**
 * Confirms the two micro-deposits of a manually entered account. With the sandbox the amounts are
 * checked here (what Plaid Link's verification pane does); the verified time is recorded.
 */
export async function verifyMicrodeposits(ctx: ServiceContext, input: { financialItemUuid: string; amountsCents: number[] }): Promise<FinancialItemPayload> {
  const item = await ownedFinancialItem(ctx, input.financialItemUuid);
  if (!validMicrodepositAmounts(input.amountsCents))
    return { financialItem: item, errors: [fieldError('INVALID', 'amountsCents', bankLinkMessages.microdepositsInvalid)] };
  const provider = ctx.adapters.bankLink;
  if (!(provider instanceof SandboxBankLinkProvider))
    return { financialItem: item, errors: [fieldError('BANK_LINK_FAILED', 'financialItemUuid', 'Confirm the deposits in the bank link window.')] };
  const accessToken = accessTokenOf(ctx.config, item);
  try {
    const provided = await provider.verifyMicrodeposits(accessToken, input.amountsCents);
    await ctx.db.transaction(async (trx) => {
      await storeProviderItem(trx, item, provided);
      await FinancialItem.query(trx).patch({ microdepositVerifiedAt: ctx.now() }).where({ uuid: item.uuid });
    });
  } catch (error) {
    if (!(error instanceof BankLinkProviderError)) throw error;
    const provided = await provider.getItem(accessToken);
    await ctx.db.transaction((trx) => storeProviderItem(trx, item, provided));
    const failed = error.code === 'VERIFICATION_FAILED';
    const refreshed = (await FinancialItem.query(ctx.db).findById(item.uuid))!;
    if (error.code === 'PRODUCT_NOT_READY')
      return { financialItem: refreshed, errors: [fieldError('INVALID', 'financialItemUuid', 'This account does not wait for micro-deposits.')] };
    return {
      financialItem: refreshed,
      errors: [fieldError('MICRODEPOSITS_INCORRECT', 'amountsCents', failed ? bankLinkMessages.microdepositsFailed : bankLinkMessages.microdepositsWrong)],
    };
  }
  return { financialItem: (await FinancialItem.query(ctx.db).findById(item.uuid))!, errors: [] };
}

/**
 * Manual verification when linking fails: a voided check or bank statement the user uploaded
 * to the same application is sent for review (§3.219); the account is usable once it is approved.
 */
export async function recordManualBankVerification(
  ctx: ServiceContext,
  input: { financialItemUuid: string; documentUuid: string },
): Promise<FinancialItemPayload> {
  return submitBankAccountDocument(ctx, input);
}

/** The applications with a payment account (spec section 3: paymentBankAccountId), and their tables. */
export type PaymentAccountApplicationType = 'RESTRUCTURE' | 'PURCHASE';
const PAYMENT_ACCOUNT_TABLES: Record<PaymentAccountApplicationType, string> = {
  RESTRUCTURE: 'restructureApplications',
  PURCHASE: 'purchaseApplications',
};

/**
 * An application's linked bank account that monthly payments may come from: one of the user's
 * own accounts linked to this application, checking or savings, and verified (core's
 * paymentAccountRefusal). An account that is not theirs is reported as not found, never as
 * someone else's.
 */
export async function linkedPaymentAccount(
  db: Knex,
  userUuid: string,
  applicationType: PaymentAccountApplicationType,
  applicationUuid: string,
  financialAccountUuid: string,
  field: string,
): Promise<{ account: FinancialAccount; error?: undefined } | { account?: undefined; error: FieldError }> {
  const account = await FinancialAccount.query(db).findById(financialAccountUuid);
  const item = account ? await FinancialItem.query(db).findOne({ uuid: account.financialItemUuid, userUuid, applicationType, applicationUuid }) : undefined;
  if (!account || !item || item.kind !== 'BANK_ACCOUNT')
    return { error: fieldError('NOT_FOUND', field, 'This bank account is not linked to this application.') };
  const refusal = paymentAccountRefusal(account, item);
  if (refusal === 'NOT_VERIFIED') return { error: fieldError('ACCOUNT_NOT_VERIFIED', field, bankLinkMessages.accountNotVerified) };
  if (refusal === 'NOT_CHECKING_OR_SAVINGS') return { error: fieldError('INVALID', field, bankLinkMessages.notCheckingOrSavings) };
  return { account };
}

export interface ChoosePaymentBankAccountInput {
  restructureApplicationUuid?: string | null;
  purchaseApplicationUuid?: string | null;
  financialAccountUuid: string;
}

/**
 * A restructure or purchase application's payment account, chosen by its applicant from its
 * verified linked bank accounts (spec: paymentBankAccountId). Only the reference is stored (a
 * purchase's account is also saved as the buyer's payment method, for the monthly debits);
 * finalizeRestructure with financialAccountUuid chooses it and finalizes in one step.
 */
export async function choosePaymentBankAccount(ctx: ServiceContext, input: ChoosePaymentBankAccountInput) {
  const targets = [
    ['RESTRUCTURE', input.restructureApplicationUuid],
    ['PURCHASE', input.purchaseApplicationUuid],
  ].filter((target): target is [PaymentAccountApplicationType, string] => Boolean(target[1]));
  if (targets.length !== 1)
    return {
      paymentBankAccountId: null,
      errors: [fieldError('INVALID', 'purchaseApplicationUuid', 'Give either a restructure or a purchase application, not both.')],
    };
  const [applicationType, applicationUuid] = targets[0]!;
  const { user, application } = await ownedApplicationOrNotFound(ctx, applicationType, applicationUuid);
  if (!application.applicant)
    return { paymentBankAccountId: null, errors: [fieldError('ACTOR_NOT_ALLOWED', 'financialAccountUuid', bankLinkMessages.onlyTheApplicantChooses)] };
  const chosen = await linkedPaymentAccount(ctx.db, user.uuid, applicationType, applicationUuid, input.financialAccountUuid, 'financialAccountUuid');
  if (chosen.error?.code === 'NOT_FOUND') throw notFound('Bank account');
  if (chosen.error) return { paymentBankAccountId: null, errors: [chosen.error] };
  if (applicationType === 'PURCHASE') {
    // A purchase's monthly payments are debits: the account becomes a saved payment method now,
    // while the buyer is here to authorise them, so the property made at CLOSED can charge it.
    const saved = await savePaymentBankAccount(ctx, chosen.account.uuid);
    if (saved.errors.length || !saved.paymentMethod) return { paymentBankAccountId: null, errors: saved.errors };
    // Chosen after CLOSED (the sandbox closes once the agreement is accepted): the bought home's buy-in charges it from now on.
    await chargeRecurringBuyInTo(
      ctx.db,
      { dealType: 'PURCHASE', sourceApplicationUuid: applicationUuid, ownerUuid: user.uuid },
      saved.paymentMethod.uuid,
      ctx.now(),
    );
  }
  await ctx
    .db(PAYMENT_ACCOUNT_TABLES[applicationType])
    .where({ uuid: applicationUuid, userUuid: user.uuid })
    .update({ paymentFinancialAccountUuid: chosen.account.uuid, updatedAt: ctx.now() });
  return { paymentBankAccountId: chosen.account.uuid, errors: [] };
}

/**
 * An application's paymentBankAccountId: the linked account chosen for payments, shown to its
 * applicant only (a purchase's co-applicant does not see the applicant's banks).
 */
export async function paymentBankAccountIdOf(
  ctx: ServiceContext,
  applicationType: PaymentAccountApplicationType,
  applicationUuid: string,
): Promise<string | null> {
  const row = await ctx
    .db(PAYMENT_ACCOUNT_TABLES[applicationType])
    .select('paymentFinancialAccountUuid')
    .where({ uuid: applicationUuid, userUuid: signedInUser(ctx).uuid })
    .first();
  return (row?.paymentFinancialAccountUuid as string | null | undefined) ?? null;
}
