import type { Knex } from 'knex';
import { bankLinkMessages, paymentAccountRefusal } from '#core/bankLinks/index';
import { paymentMessages, paymentMethodLabel } from '#core/payments/index';
import { BankAccountRefusedError } from '../../adapters/payments/PaymentProcessor.js';
import { FinancialAccount } from '../../models/FinancialAccount.js';
import { FinancialItem } from '../../models/FinancialItem.js';
import { PaymentMethod } from '../../models/PaymentMethod.js';
import { User } from '../../models/User.js';
import type { ServiceContext } from '../context.js';
import { notFound, unauthenticated, type FieldError } from '../errors.js';
import { accessTokenOf } from '../bankLinks/accessTokenCipher.js';
import { customerReferenceFor } from './customers.js';
import { refreshHasSavedCreditCard, savedPaymentMethodsOf } from './paymentMethods.js';

/** A linked deposit account of the user and whether it can be saved for debits. */
export interface PaymentBankAccountChoice {
  financialAccountUuid: string;
  label: string;
  /** Why it cannot be debited (the words to show), or null when it can. */
  refusal: string | null;
  /** The saved method it already is, when it is one in use. */
  paymentMethodUuid: string | null;
}

interface LinkedAccount {
  account: FinancialAccount;
  item: FinancialItem;
}

function signedInUser(ctx: ServiceContext) {
  if (!ctx.currentUser) throw unauthenticated();
  return ctx.currentUser;
}

const labelOf = ({ account, item }: LinkedAccount) =>
  paymentMethodLabel({ kind: 'BANK_ACCOUNT', bankName: item.institutionName ?? account.name, accountSubtype: account.subtype, last4: account.mask ?? '' });

/**
 * Why a linked account cannot be debited, in the words shown beside it: the bank-link rule of
 * which accounts take payments (checking or savings, verified), an item that needs a new login,
 * and an account whose number the provider did not give even the last four of.
 */
function refusalOf({ account, item }: LinkedAccount): FieldError | null {
  const error = (code: FieldError['code'], message: string): FieldError => ({ code, field: 'financialAccountUuid', message });
  const rule = paymentAccountRefusal(account, item);
  if (rule === 'NOT_CHECKING_OR_SAVINGS') return error('INVALID', bankLinkMessages.notCheckingOrSavings);
  if (rule === 'NOT_VERIFIED') return error('ACCOUNT_NOT_VERIFIED', bankLinkMessages.accountNotVerified);
  if (item.errorCode) return error('BANK_LINK_FAILED', paymentMessages.bankAccountNeedsLogin);
  if (!account.mask || !/^\d{2,4}$/.test(account.mask)) return error('INVALID', paymentMessages.bankAccountUnavailable);
  return null;
}

/** The user's linked deposit accounts (bank-account items of any application), the newest link first. */
async function linkedDepositAccountsOf(db: Knex, userUuid: string): Promise<LinkedAccount[]> {
  const items = await FinancialItem.query(db)
    .where({ userUuid, kind: 'BANK_ACCOUNT' })
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'uuid' }]);
  if (items.length === 0) return [];
  const accounts = await FinancialAccount.query(db)
    .whereIn(
      'financialItemUuid',
      items.map((item) => item.uuid),
    )
    .where({ type: 'depository' })
    .orderBy('name');
  return items.flatMap((item) => accounts.filter((account) => account.financialItemUuid === item.uuid).map((account) => ({ account, item })));
}

/** The account's ACH numbers from the provider it was linked with, or null when it has none to give. */
async function achNumbersOf(ctx: ServiceContext, { item, account }: LinkedAccount) {
  const provider = ctx.adapters.bankLink;
  if (provider.name !== item.provider || !provider.achNumbers) return null;
  const accessToken = accessTokenOf(ctx.config, item);
  try {
    return await provider.achNumbers(accessToken, account.accountId);
  } catch (error) {
    ctx.logger.warn('could not read a bank account’s numbers for the payment processor', { financialAccountUuid: account.uuid, error: String(error) });
    return null;
  }
}

/** The linked accounts the user could pay from, each with its refusal or the method it already is. */
export async function paymentBankAccountChoices(ctx: ServiceContext): Promise<PaymentBankAccountChoice[]> {
  const user = signedInUser(ctx);
  const linked = await linkedDepositAccountsOf(ctx.db, user.uuid);
  const saved = await savedPaymentMethodsOf(ctx.db, user.uuid);
  return linked.map((each) => ({
    financialAccountUuid: each.account.uuid,
    label: labelOf(each),
    refusal: refusalOf(each)?.message ?? null,
    paymentMethodUuid: saved.find((method) => method.linkedBankAccountUuid === each.account.uuid)?.uuid ?? null,
  }));
}

export interface SavePaymentBankAccountOutcome {
  paymentMethod: PaymentMethod | null;
  errors: FieldError[];
}

/**
 * Saves one of the user's linked, usable bank accounts as a payment method (kind BANK_ACCOUNT):
 * the processor saves it for off-session debits, then the method is stored once per account,
 * as the default when it is the user's first method. Another user's account is NOT_FOUND.
 */
export async function savePaymentBankAccount(ctx: ServiceContext, financialAccountUuid: string): Promise<SavePaymentBankAccountOutcome> {
  const user = signedInUser(ctx);
  const linked = (await linkedDepositAccountsOf(ctx.db, user.uuid)).find(({ account }) => account.uuid === financialAccountUuid);
  if (!linked) throw notFound('Bank account');
  const refusal = refusalOf(linked);
  if (refusal) return { paymentMethod: null, errors: [refusal] };
  const inUse = (await savedPaymentMethodsOf(ctx.db, user.uuid)).find((method) => method.linkedBankAccountUuid === financialAccountUuid);
  if (inUse) return { paymentMethod: inUse, errors: [] };

  const processor = ctx.adapters.paymentProcessor;
  const customerReference = await customerReferenceFor(ctx.db, processor, user);
  const owner = await User.query(ctx.db).findById(user.uuid);
  // The numbers are read for this call only and never stored (see BankAccountToSave).
  const ach = processor.needsAchNumbers ? await achNumbersOf(ctx, linked) : null;
  let saved;
  try {
    saved = await processor.saveBankAccount({
      customerReference,
      userUuid: user.uuid,
      holderName: [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || user.email,
      accountType: linked.account.subtype === 'savings' ? 'savings' : 'checking',
      last4: linked.account.mask!,
      linkedAccountId: linked.account.accountId,
      ach,
      mandate: { ipAddress: ctx.clientAddress ?? '', userAgent: ctx.userAgent ?? '' },
    });
  } catch (error) {
    if (!(error instanceof BankAccountRefusedError)) throw error;
    ctx.logger.warn('the payment processor refused a bank account', { financialAccountUuid, code: error.code });
    return { paymentMethod: null, errors: [{ code: 'INVALID', field: 'financialAccountUuid', message: paymentMessages.bankAccountUnavailable }] };
  }

  const method = await ctx.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`payment_methods:${user.uuid}`]);
    const isDefault = (await savedPaymentMethodsOf(trx, user.uuid)).length === 0;
    const fields = {
      kind: 'BANK_ACCOUNT' as const,
      processor: processor.name,
      processorCustomerReference: customerReference,
      bankName: linked.item.institutionName ?? linked.account.name,
      accountSubtype: linked.account.subtype,
      last4: saved.last4,
      linkedBankAccountUuid: linked.account.uuid,
      isDefault,
    };
    // A save that raced this one stored the account first: keep that method.
    const raced = (await savedPaymentMethodsOf(trx, user.uuid)).find((each) => each.linkedBankAccountUuid === linked.account.uuid);
    if (raced) return raced;
    // The sandbox answers the same id for the same account: a method removed earlier comes back.
    const earlier = await PaymentMethod.query(trx).findOne({ processorReference: saved.reference });
    if (earlier && earlier.userUuid !== user.uuid) throw new Error('the processor answered another user’s payment method');
    const stored = earlier
      ? earlier.removedAt
        ? await PaymentMethod.query(trx).patchAndFetchById(earlier.uuid, { ...fields, removedAt: null, updatedAt: ctx.now() })
        : earlier
      : await PaymentMethod.query(trx).insertAndFetch({ userUuid: user.uuid, processorReference: saved.reference, ...fields });
    await refreshHasSavedCreditCard(trx, user.uuid);
    return stored;
  });
  if (method.processorReference !== saved.reference)
    await processor
      .detachPaymentMethod(saved.reference)
      .catch((error: unknown) => ctx.logger.error('could not detach a bank account saved twice', { paymentMethodUuid: method.uuid, error: String(error) }));
  ctx.logger.info('bank account saved as a payment method', { paymentMethodUuid: method.uuid });
  return { paymentMethod: method, errors: [] };
}
