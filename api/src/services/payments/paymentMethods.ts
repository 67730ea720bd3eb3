import { CARD_BRANDS, paymentMethodLabel, type CardBrand } from '#core/payments/index';
import type { Knex } from 'knex';
import { PaymentMethod } from '../../models/PaymentMethod.js';
import type { ServiceContext } from '../context.js';
import { notFound, unauthenticated } from '../errors.js';

function signedInUser(ctx: ServiceContext) {
  if (!ctx.currentUser) throw unauthenticated();
  return ctx.currentUser;
}

const inUse = (db: Knex, userUuid: string) => PaymentMethod.query(db).where({ userUuid }).whereNull('removedAt');

/** The user's methods still in use, the default first, then the newest. */
export async function savedPaymentMethodsOf(db: Knex, userUuid: string): Promise<PaymentMethod[]> {
  return await inUse(db, userUuid).orderBy([{ column: 'isDefault', order: 'desc' }, { column: 'createdAt', order: 'desc' }, { column: 'uuid' }]);
}

/** The method a charge goes to: the one named (only if it is the user's and in use), else the default, else the newest. */
export async function chargeableMethodOf(db: Knex, userUuid: string, paymentMethodUuid: string | null): Promise<PaymentMethod | undefined> {
  if (paymentMethodUuid) return inUse(db, userUuid).findOne({ uuid: paymentMethodUuid });
  const [first] = await savedPaymentMethodsOf(db, userUuid);
  return first;
}

/** hasSavedCreditCard follows the user's cards in use (the users column is what the User type reads). */
export async function refreshHasSavedCreditCard(db: Knex, userUuid: string): Promise<void> {
  const card = await inUse(db, userUuid).findOne({ kind: 'CARD' });
  await db('users')
    .where({ uuid: userUuid })
    .update({ hasSavedCreditCard: Boolean(card) });
}

export async function listPaymentMethods(ctx: ServiceContext): Promise<PaymentMethod[]> {
  return savedPaymentMethodsOf(ctx.db, signedInUser(ctx).uuid);
}

async function ownedMethod(db: Knex, userUuid: string, paymentMethodUuid: string): Promise<PaymentMethod> {
  const method = await inUse(db, userUuid).findOne({ uuid: paymentMethodUuid }).forUpdate();
  if (!method) throw notFound('Payment method');
  return method;
}

/**
 * Hides the method from use and detaches it at the processor; its payments keep pointing at it.
 * The next newest becomes the default when the default goes.
 */
export async function removePaymentMethod(ctx: ServiceContext, paymentMethodUuid: string): Promise<PaymentMethod[]> {
  const user = signedInUser(ctx);
  const removed = await ctx.db.transaction(async (trx) => {
    const method = await ownedMethod(trx, user.uuid, paymentMethodUuid);
    await PaymentMethod.query(trx).patch({ removedAt: ctx.now(), isDefault: false, updatedAt: ctx.now() }).where({ uuid: method.uuid });
    if (method.isDefault) {
      const [next] = await savedPaymentMethodsOf(trx, user.uuid);
      if (next) await PaymentMethod.query(trx).patch({ isDefault: true }).where({ uuid: next.uuid });
    }
    await refreshHasSavedCreditCard(trx, user.uuid);
    return method;
  });
  await ctx.adapters.paymentProcessor
    .detachPaymentMethod(removed.processorReference)
    .catch((error: unknown) =>
      ctx.logger.error('could not detach a removed payment method at the processor', { paymentMethodUuid: removed.uuid, error: String(error) }),
    );
  ctx.logger.info('payment method removed', { paymentMethodUuid: removed.uuid });
  return savedPaymentMethodsOf(ctx.db, user.uuid);
}

export async function setDefaultPaymentMethod(ctx: ServiceContext, paymentMethodUuid: string): Promise<PaymentMethod[]> {
  const user = signedInUser(ctx);
  await ctx.db.transaction(async (trx) => {
    const method = await ownedMethod(trx, user.uuid, paymentMethodUuid);
    await PaymentMethod.query(trx).patch({ isDefault: false }).where({ userUuid: user.uuid }).whereNull('removedAt');
    await PaymentMethod.query(trx).patch({ isDefault: true, updatedAt: ctx.now() }).where({ uuid: method.uuid });
  });
  return savedPaymentMethodsOf(ctx.db, user.uuid);
}

export function labelOf(method: PaymentMethod): string {
  return paymentMethodLabel(method);
}

/** The schema's CardBrand for a card; null for a bank account. */
export function cardBrandOfMethod(method: PaymentMethod): CardBrand | null {
  if (method.kind !== 'CARD') return null;
  const brand = (method.brand ?? 'UNKNOWN').toUpperCase();
  return (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'UNKNOWN';
}
