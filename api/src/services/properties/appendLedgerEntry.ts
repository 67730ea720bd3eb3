import type { Knex } from 'knex';
import { recordEntry, type LedgerEntry, type LedgerRefusal, type LedgerRequest } from '#core/partnership/index';
import type { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';
import { loadLedger } from './ledgerStore.js';

export interface AppendOptions {
  equityBuilderCutoffDate: string;
  /** A user uuid, a job's name or an operator. */
  recordedBy: string;
  description?: string | null;
  paymentUuid?: string | null;
  /** The payout that paid the entry to the homeowner (a cash-out, the cash at closing). */
  payoutUuid?: string | null;
  createdAt?: Date;
  /** Pays for the entry before it is written (in the same transaction); its payment is linked to the row. */
  charge?: (entry: LedgerEntry) => Promise<{ paymentUuid: string; paymentMethodLabel: string } | null>;
}

export type AppendResult = { ok: true; row: PropertyLedgerEntry; replayed: boolean } | { ok: false; refusal: LedgerRefusal };

/**
 * Appends one entry to a property's ledger in the caller's transaction (the property row locked
 * by the caller): the replayed balances and core's recordEntry decide it; a key already used
 * returns its first row.
 */
export async function appendLedgerEntry(trx: Knex.Transaction, property: Property, request: LedgerRequest, options: AppendOptions): Promise<AppendResult> {
  const existing = await PropertyLedgerEntry.query(trx).findOne({ propertyUuid: property.uuid, idempotencyKey: request.idempotencyKey });
  if (existing) return { ok: true, row: existing, replayed: true };
  const ledger = await loadLedger(trx, property, options.equityBuilderCutoffDate);
  const result = recordEntry(ledger.deal, ledger.balances, request);
  if (!result.ok) return result;
  const payment = options.charge ? await options.charge(result.entry) : null;
  const row = await PropertyLedgerEntry.query(trx).insertAndFetch({
    propertyUuid: property.uuid,
    ...ledgerRowOf(result.entry),
    paymentUuid: payment?.paymentUuid ?? options.paymentUuid ?? null,
    payoutUuid: options.payoutUuid ?? null,
    recordedBy: options.recordedBy,
    description: payment && options.description ? `${options.description} · ${payment.paymentMethodLabel}` : (options.description ?? null),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return { ok: true, row, replayed: false };
}

/** A ledger entry's own columns, as every writer stores them (the database adds the chain, decision 0020). */
export function ledgerRowOf(entry: Omit<LedgerEntry, 'mortgageBalanceCents'> & { mortgageBalanceCents?: number | null }) {
  return {
    kind: entry.kind,
    idempotencyKey: entry.idempotencyKey,
    amountCents: entry.amountCents,
    valueCents: entry.valueCents,
    dpBefore: entry.dpBefore,
    dpAfter: entry.dpAfter,
    mortgageBalanceCents: entry.mortgageBalanceCents ?? null,
  };
}
