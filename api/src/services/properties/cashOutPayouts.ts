import type { Knex } from 'knex';
import { paymentAccountRefusal } from '#core/bankLinks/index';
import { PAYMENT_CURRENCY, paymentMethodLabel } from '#core/payments/index';
import type { Adapters } from '../../adapters/index.js';
import type { AppConfig } from '../../config.js';
import type { PayoutProvider, PayoutResult } from '../../adapters/payouts/PayoutProvider.js';
import { FinancialAccount } from '../../models/FinancialAccount.js';
import { FinancialItem } from '../../models/FinancialItem.js';
import { Payout } from '../../models/Payout.js';
import type { Property } from '../../models/Property.js';
import { User } from '../../models/User.js';
import { accessTokenOf } from '../bankLinks/accessTokenCipher.js';
import { PayoutRefusedError } from './PayoutRefusedError.js';

export interface EquityPayout {
  payoutUuid: string;
  status: 'PENDING' | 'PAID';
  bankAccountLabel: string;
}

export interface PayoutAccount {
  account: FinancialAccount;
  item: FinancialItem;
  label: string;
}

const labelOf = (account: FinancialAccount, item: FinancialItem) =>
  account.mask
    ? paymentMethodLabel({ kind: 'BANK_ACCOUNT', bankName: item.institutionName ?? account.name, accountSubtype: account.subtype, last4: account.mask })
    : account.name;

/**
 * The bank account a cash-out pays: a deposit account the owner linked through the payout
 * provider's bank-link provider, verified (by login, micro-deposits or a document) and not in
 * error. The restructure application's chosen payment account comes first, then the newest link,
 * checking before savings.
 */
export async function payoutAccountOf(db: Knex, provider: Pick<PayoutProvider, 'bankLinkProvider'>, property: Property): Promise<PayoutAccount | null> {
  const items = await FinancialItem.query(db)
    .where({ userUuid: property.ownerUuid, kind: 'BANK_ACCOUNT', provider: provider.bankLinkProvider })
    .whereNull('errorCode')
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'uuid' }]);
  if (items.length === 0) return null;
  const accounts = await FinancialAccount.query(db)
    .whereIn(
      'financialItemUuid',
      items.map((item) => item.uuid),
    )
    .where({ type: 'depository' });
  const chosen =
    property.dealType === 'RESTRUCTURE'
      ? ((await db('restructureApplications').select('paymentFinancialAccountUuid').where({ uuid: property.sourceApplicationUuid }).first())
          ?.paymentFinancialAccountUuid as string | null | undefined)
      : null;
  const usable = accounts
    .map((account) => ({ account, item: items.find((item) => item.uuid === account.financialItemUuid)! }))
    .filter(({ account, item }) => paymentAccountRefusal(account, item) === null);
  const rank = ({ account, item }: { account: FinancialAccount; item: FinancialItem }) => [
    account.uuid === chosen ? 0 : 1,
    items.indexOf(item),
    account.subtype === 'checking' ? 0 : 1,
  ];
  usable.sort((a, b) => compareRanks(rank(a), rank(b)) || a.account.name.localeCompare(b.account.name));
  const best = usable[0];
  return best ? { ...best, label: labelOf(best.account, best.item) } : null;
}

function compareRanks(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/**
 * The first step of a cash-out recorded before it is paid (decision 0021): the payouts row,
 * REQUESTED, naming the owner's bank account and the ledger row to write once the money moved,
 * for the caller to commit before sendPayout. A key whose payout was refused is tried again on
 * the same row, to the account linked now. Throws PayoutRefusedError without a usable account.
 */
export async function recordPendingPayout(
  trx: Knex.Transaction,
  { adapters }: { adapters: Pick<Adapters, 'payouts'> },
  request: { property: Property; amountCents: number; idempotencyKey: string; description: string; ledgerEntryFor: (accountLabel: string) => string },
): Promise<Payout> {
  const provider = adapters.payouts;
  const destination = await payoutAccountOf(trx, provider, request.property);
  if (!destination) throw PayoutRefusedError.accountRequired();
  const fields = {
    financialAccountUuid: destination.account.uuid,
    bankAccountLabel: destination.label,
    amountCents: request.amountCents,
    provider: provider.name,
    providerReference: null,
    status: 'REQUESTED' as const,
    failureCode: null,
    description: request.description,
    ledgerEntry: request.ledgerEntryFor(destination.label),
  };
  const earlier = await Payout.query(trx).findOne({ idempotencyKey: request.idempotencyKey });
  if (earlier) return Payout.query(trx).patchAndFetchById(earlier.uuid, { ...fields, updatedAt: new Date() });
  return Payout.query(trx).insertAndFetch({
    ...fields,
    userUuid: request.property.ownerUuid,
    propertyUuid: request.property.uuid,
    currency: PAYMENT_CURRENCY,
    idempotencyKey: request.idempotencyKey,
  });
}

/**
 * Sends a recorded payout to the provider with its key, outside any transaction; the same key is
 * the same payout. A provider that cannot be asked or does not answer (PayoutProviderError) is the
 * caller's to report: the payout stays REQUESTED until a retry or the reconciliation job finds out.
 */
export async function sendPayout(
  db: Knex,
  { adapters, config }: { adapters: Pick<Adapters, 'payouts'>; config: Pick<AppConfig, 'BANK_LINK_TOKEN_KEY' | 'DATA_DIR'> },
  payout: Payout,
): Promise<PayoutResult> {
  const account = payout.financialAccountUuid ? await FinancialAccount.query(db).findById(payout.financialAccountUuid) : undefined;
  const item = account ? await FinancialItem.query(db).findById(account.financialItemUuid) : undefined;
  // The account was unlinked after the payout was recorded: nothing was sent to it.
  if (!account || !item) return { outcome: 'failed', reference: null, failureCode: 'account_unlinked' };
  const owner = await User.query(db).findById(payout.userUuid);
  return adapters.payouts.payOut({
    destination: {
      accessToken: accessTokenOf(config, item),
      accountId: account.accountId,
      mask: account.mask,
      holderName: [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || (owner?.email ?? ''),
    },
    amountCents: Number(payout.amountCents),
    currency: PAYMENT_CURRENCY,
    description: payout.description,
    idempotencyKey: payout.idempotencyKey,
    metadata: { payoutUuid: payout.uuid, propertyUuid: payout.propertyUuid },
  });
}
