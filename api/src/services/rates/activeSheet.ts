import type { Knex } from 'knex';
import { Fee } from '../../models/Fee.js';
import { Lender } from '../../models/Lender.js';
import { LoanProgram } from '../../models/LoanProgram.js';
import { PriceAdjustment } from '../../models/PriceAdjustment.js';
import { RateRow } from '../../models/RateRow.js';
import { RateSheet } from '../../models/RateSheet.js';
import { DEFAULT_LOCK_DAYS, inPricingOrder, type PricingProgram, type PricingSheet, pricingProgram } from '#core/rates/index';
import { RATE_SHEET_RECHECK_MS } from '../businessConstants.js';

interface CacheEntry {
  sheet: PricingSheet | null;
  checkedAt: number;
  pending: Promise<PricingSheet | null> | null;
}

// One cache per database handle: a process serves one database, tests open one per file.
const caches = new WeakMap<Knex, CacheEntry>();
const listeners = new WeakMap<Knex, Set<() => void>>();

/**
 * The active rate sheet, cached in memory and keyed by its uuid (the sheet version). Which
 * sheet is active is re-read at most every RATE_SHEET_RECHECK_MS, so an import made by another
 * process is picked up within that time; an import in this process takes effect at once.
 */
export async function activeSheet(db: Knex): Promise<PricingSheet | null> {
  const entry = caches.get(db);
  const now = performance.now();
  if (entry && !entry.pending && now - entry.checkedAt < RATE_SHEET_RECHECK_MS) return entry.sheet;
  if (entry?.pending) return entry.pending;
  const next: CacheEntry = { sheet: entry?.sheet ?? null, checkedAt: now, pending: null };
  next.pending = refresh(db, next.sheet).then(
    (sheet) => {
      if (sheet?.uuid !== entry?.sheet?.uuid) for (const listener of listeners.get(db) ?? []) listener();
      caches.set(db, { sheet, checkedAt: performance.now(), pending: null });
      return sheet;
    },
    (error: unknown) => {
      caches.delete(db);
      throw error;
    },
  );
  caches.set(db, next);
  return next.pending;
}

/** Drops the cached sheet so the next request reads the active one again. */
export function forgetActiveSheet(db: Knex): void {
  caches.delete(db);
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Called whenever the active sheet of this database changes (caches keyed by sheet drop their entries). */
export function onActiveSheetChange(db: Knex, listener: () => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

async function refresh(db: Knex, cached: PricingSheet | null): Promise<PricingSheet | null> {
  const active = await RateSheet.query(db).where({ isActive: true }).first();
  if (!active) return null;
  if (cached?.uuid === active.uuid) return cached;
  return loadSheet(db, active);
}

/** The sheet a stored quote was priced on: the active one from memory, an older one from the database. */
export async function quotedSheet(db: Knex, rateSheetUuid: string): Promise<PricingSheet | null> {
  const active = await activeSheet(db);
  if (active?.uuid === rateSheetUuid) return active;
  const sheet = await RateSheet.query(db).findById(rateSheetUuid);
  return sheet ? loadSheet(db, sheet) : null;
}

export async function loadSheet(db: Knex, sheet: RateSheet): Promise<PricingSheet> {
  const [programs, rows, adjustments, fees] = await Promise.all([
    LoanProgram.query(db).where({ rateSheetUuid: sheet.uuid }),
    RateRow.query(db)
      .whereIn('loanProgramUuid', LoanProgram.query(db).select('uuid').where({ rateSheetUuid: sheet.uuid }))
      .where({ lockDays: DEFAULT_LOCK_DAYS })
      .orderBy('rate'),
    PriceAdjustment.query(db).where({ rateSheetUuid: sheet.uuid }).orderBy('id'),
    Fee.query(db).where({ rateSheetUuid: sheet.uuid }).orderBy('id'),
  ]);
  const lenders = await Lender.query(db).findByIds([...new Set(programs.map((p) => p.lenderUuid))]);
  const lenderByUuid = new Map(lenders.map((l) => [l.uuid, { uuid: l.uuid, companyName: l.companyName, loanBuyerType: l.loanBuyerType }]));
  const ratesByProgram = new Map<string, PricingProgram['quotedRates']>();
  for (const row of rows) {
    const list = ratesByProgram.get(row.loanProgramUuid) ?? [];
    list.push({ rate: row.rate, points: row.points });
    ratesByProgram.set(row.loanProgramUuid, list);
  }

  const pricingPrograms = programs.map((program) => {
    const lender = lenderByUuid.get(program.lenderUuid);
    if (!lender) throw new Error(`Rate sheet ${sheet.uuid}: program ${program.code} names a missing lender`);
    return pricingProgram(program, lender, ratesByProgram.get(program.uuid) ?? []);
  });
  return { uuid: sheet.uuid, effectiveAt: sheet.effectiveAt, programs: inPricingOrder(pricingPrograms), adjustments, fees };
}
