import type { Knex } from 'knex';
import { paymentAccountRefusal } from '#core/bankLinks/index';
import { PAYMENT_CURRENCY, paymentMethodLabel } from '#core/payments/index';
import type { Adapters } from '../../adapters/index.js';
import type { AppConfig } from '../../config.js';
import { PayoutProviderError, type PayoutProvider } from '../../adapters/payouts/PayoutProvider.js';
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
 * Pays a cash-out to the owner's linked bank account inside the ledger's transaction, as the
 * buy-in charge is made: the payouts row is written in `trx` before the provider is called with
 * the same idempotency key, so a refusal (thrown PayoutRefusedError) rolls back and leaves no
 * ledger row, and a retry after a rollback is answered by the provider with the first payout.
 */
export async function payOutCashOut(
  trx: Knex.Transaction,
  { adapters, config }: { adapters: Pick<Adapters, 'payouts'>; config: Pick<AppConfig, 'BANK_LINK_TOKEN_KEY' | 'DATA_DIR'> },
  request: { property: Property; amountCents: number; idempotencyKey: string; description: string },
): Promise<EquityPayout> {
  const earlier = await Payout.query(trx).findOne({ idempotencyKey: request.idempotencyKey });
  if (earlier?.status === 'PAID' || earlier?.status === 'PENDING')
    return { payoutUuid: earlier.uuid, status: earlier.status, bankAccountLabel: earlier.bankAccountLabel };
  const provider = adapters.payouts;
  const destination = await payoutAccountOf(trx, provider, request.property);
  if (!destination) throw PayoutRefusedError.accountRequired();
  const owner = await User.query(trx).findById(request.property.ownerUuid);
  const payout =
    earlier ??
    (await Payout.query(trx).insertAndFetch({
      userUuid: request.property.ownerUuid,
      propertyUuid: request.property.uuid,
      financialAccountUuid: destination.account.uuid,
      bankAccountLabel: destination.label,
      amountCents: request.amountCents,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: request.idempotencyKey,
      provider: provider.name,
      status: 'REQUESTED',
      description: request.description,
    }));
  let result;
  try {
    result = await provider.payOut({
      destination: {
        accessToken: accessTokenOf(config, destination.item),
        accountId: destination.account.accountId,
        mask: destination.account.mask,
        holderName: [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || (owner?.email ?? ''),
      },
      amountCents: payout.amountCents,
      currency: PAYMENT_CURRENCY,
      description: payout.description,
      idempotencyKey: request.idempotencyKey,
      metadata: { payoutUuid: payout.uuid, propertyUuid: request.property.uuid },
    });
  } catch (error) {
    if (!(error instanceof PayoutProviderError)) throw error;
    // Nothing is recorded; the same key makes a retry the same payout at the provider.
    throw new PayoutRefusedError('PAYOUT_FAILED', 'The payout service did not answer, so nothing was recorded. Please try again in a few minutes.', error.code);
  }
  if (result.outcome === 'failed') throw PayoutRefusedError.failed(result.failureCode);
  const status = result.outcome === 'paid' ? 'PAID' : 'PENDING';
  await Payout.query(trx).patch({ status, providerReference: result.reference, updatedAt: new Date() }).where({ uuid: payout.uuid });
  return { payoutUuid: payout.uuid, status, bankAccountLabel: destination.label };
}
