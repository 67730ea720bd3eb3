import type { Knex } from 'knex';
import { replayLedger, type LedgerBalances, type LedgerDeal, type LedgerEntry } from '#core/partnership/index';
import { firstChainBreak, ledgerDealOf, LEDGER_UNVERIFIED_MESSAGE, type ChainBreak, type PropertyFigures } from '#core/properties/index';
import { AppError } from '../errors.js';
import type { Property } from '../../models/Property.js';
import { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';

/** The stored property as core/properties' figures. */
export function figuresOf(property: Property): PropertyFigures {
  return {
    dealType: property.dealType,
    product: property.product,
    closingDate: property.closingDate,
    paymentDay: property.paymentDay,
    purchaseCents: property.purchaseCents,
    cashAtClosingCents: property.cashAtClosingCents,
    mortgageBalanceCents: property.mortgageBalanceCents,
    openingDpUnits: property.openingDpUnits,
    usageRate: property.usageRate,
    reductionPaymentCents: property.reductionPaymentCents,
    recurringBuyInCents: property.recurringBuyInCents,
    exhibitC: {
      originalAgreedValue: property.originalAgreedValueCents,
      monthlyReductionPaymentLimit: property.monthlyReductionPaymentLimitCents,
      originalDesignatedPercentage: property.originalDesignatedPercentage,
      maxAddlOptionPaymentPercentage: property.maxAddlOptionPaymentPercentage,
      maxMonthlyEquityPurchaseLimit: property.maxMonthlyEquityPurchaseLimitCents,
      recurringPurchaseScheduled: property.recurringPurchaseScheduled,
    },
  };
}

export function ledgerEntryOf(row: PropertyLedgerEntry): LedgerEntry {
  return {
    kind: row.kind,
    idempotencyKey: row.idempotencyKey,
    amountCents: row.amountCents,
    valueCents: row.valueCents,
    dpBefore: row.dpBefore,
    dpAfter: row.dpAfter,
    ...(row.mortgageBalanceCents !== null ? { mortgageBalanceCents: row.mortgageBalanceCents } : {}),
  };
}

export interface PropertyLedger {
  figures: PropertyFigures;
  deal: LedgerDeal;
  rows: PropertyLedgerEntry[];
  balances: LedgerBalances;
}

/** A property's ledger whose hash chain is broken (decision 0020): a row removed, altered or added out of band. */
export class LedgerUnverifiedError extends AppError {
  constructor(
    readonly propertyUuid: string,
    readonly chainBreak: ChainBreak,
  ) {
    super('LEDGER_UNVERIFIED', LEDGER_UNVERIFIED_MESSAGE);
  }

  /** Where the chain breaks, for the log and the ops command (never for the homeowner). */
  get detail(): string {
    const at =
      this.chainBreak.sequence === null ? `after row ${this.chainBreak.index}` : `at row ${this.chainBreak.index} (sequence ${this.chainBreak.sequence})`;
    return `the equity ledger of property ${this.propertyUuid} breaks ${at}: ${this.chainBreak.problem}`;
  }
}

/**
 * The property's rows in order, each with its hash computed again, and its head, in one statement
 * (one snapshot): a chain that does not hold throws LedgerUnverifiedError.
 */
export async function verifiedLedgerRows(db: Knex, propertyUuid: string): Promise<PropertyLedgerEntry[]> {
  const read: Array<Record<string, unknown>> = await db
    .select('head.headHash', 'head.length as headLength', 'ledger.*', db.raw('property_equity_ledger_hash(ledger) as recomputed_hash'))
    .from(db.raw('(select ?::uuid as property_uuid) as wanted', [propertyUuid]))
    .leftJoin('propertyLedgerHeads as head', 'head.propertyUuid', 'wanted.propertyUuid')
    .leftJoin('propertyEquityLedger as ledger', 'ledger.propertyUuid', 'wanted.propertyUuid')
    .orderBy('ledger.sequence');
  const first = read[0];
  const head = first?.headHash ? { headHash: first.headHash as string, length: Number(first.headLength) } : null;
  const rows = read.filter((row) => row.uuid !== null);
  const chainBreak = firstChainBreak(
    rows.map((row) => ({
      sequence: row.sequence as number,
      hash: row.hash as string,
      previousHash: row.previousHash as string | null,
      recomputedHash: row.recomputedHash as string,
    })),
    head,
  );
  if (chainBreak) throw new LedgerUnverifiedError(propertyUuid, chainBreak);
  return rows.map(({ headHash: _head, headLength: _length, recomputedHash: _recomputed, ...row }) =>
    PropertyLedgerEntry.fromJson(row, { skipValidation: true }),
  );
}

/**
 * The property's ledger in order and the balances it replays to. A ledger whose chain is broken,
 * or that does not replay (a row that does not follow from the ones before it), is a fault, never
 * shown as figures.
 */
export async function loadLedger(db: Knex, property: Property, equityBuilderCutoffDate: string): Promise<PropertyLedger> {
  const rows = await verifiedLedgerRows(db, property.uuid);
  const figures = figuresOf(property);
  const deal = ledgerDealOf(figures, equityBuilderCutoffDate);
  const replayed = replayLedger(deal, rows.map(ledgerEntryOf));
  if (!replayed.ok)
    throw new Error(
      `the equity ledger of property ${property.uuid} does not replay at row ${replayed.index} (${replayed.idempotencyKey}): ${replayed.problem}`,
    );
  return { figures, deal, rows, balances: replayed.balances };
}
