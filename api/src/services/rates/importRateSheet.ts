import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Fee } from '../../models/Fee.js';
import { Lender } from '../../models/Lender.js';
import { LoanProgram } from '../../models/LoanProgram.js';
import { PriceAdjustment } from '../../models/PriceAdjustment.js';
import { RateRow } from '../../models/RateRow.js';
import { RateSheet } from '../../models/RateSheet.js';
import { forgetActiveSheet } from './activeSheet.js';
import { parseSheet, programTermsOf, type SheetFile, type SheetProblem } from '#core/rates/index';

export interface ImportedSheet {
  uuid: string;
  effectiveAt: Date;
  counts: { lenders: number; programs: number; rates: number; adjustments: number; fees: number };
}

export type ImportOutcome = { ok: true; sheet: ImportedSheet } | { ok: false; problems: SheetProblem[] };

const CHUNK = 500;
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * Loads a dated rate sheet from CSV and makes it the active one, all in one transaction. A file
 * with any problem is refused whole, with its problems by line, and the active sheet stays as it was.
 */
export async function importRateSheet(db: Knex, csvText: string, options: { sourceName?: string } = {}): Promise<ImportOutcome> {
  const parsed = parseSheet(csvText);
  if (!parsed.ok) return parsed;
  const { file } = parsed;

  const outcome = await db.transaction(async (trx): Promise<ImportOutcome> => {
    const problems = await conflicts(trx, file);
    if (problems.length) return { ok: false, problems };
    const sheetUuid = randomUUID();
    await RateSheet.query(trx).insert({
      uuid: sheetUuid,
      effectiveAt: file.sheet.effective_at,
      description: file.sheet.description,
      sourceName: options.sourceName ?? null,
      isActive: false,
    });
    const lenderUuid = await upsertLenders(trx, file);
    const programUuid = await insertPrograms(trx, file, sheetUuid, lenderUuid);
    await insertChunks(
      trx,
      RateRow.tableName,
      file.rates.map((row) => ({
        loanProgramUuid: programUuid.get(`${row.lender}/${row.program}`),
        lockDays: row.lock_days,
        rate: row.rate,
        points: row.points,
      })),
    );
    await insertChunks(
      trx,
      PriceAdjustment.tableName,
      file.adjustments.map((a) => ({
        rateSheetUuid: sheetUuid,
        lenderUuid: a.lender === null ? null : lenderUuid.get(a.lender),
        loanType: a.loan_type,
        minTermYears: a.min_term_years,
        maxTermYears: a.max_term_years,
        kind: a.kind,
        value: a.value,
        creditMin: a.credit_min,
        creditMax: a.credit_max,
        ltvAbove: a.ltv_above,
        ltvMax: a.ltv_max,
        purpose: a.purpose,
        occupancies: json(a.occupancies),
        propertyTypes: json(a.property_types),
        secondLien: a.second_lien,
        loanAmountMin: a.loan_amount_min,
        loanAmountMax: a.loan_amount_max,
        states: json(a.states),
        label: a.label,
      })),
    );
    await insertChunks(
      trx,
      Fee.tableName,
      file.fees.map((f) => ({
        rateSheetUuid: sheetUuid,
        lenderUuid: f.lender === null ? null : lenderUuid.get(f.lender),
        loanType: f.loan_type,
        states: json(f.states),
        section: f.section,
        name: f.name,
        amount: f.amount,
        percentOfLoan: f.percent_of_loan,
        financeCharge: f.finance_charge,
      })),
    );
    await RateSheet.query(trx).patch({ isActive: false }).where({ isActive: true });
    await RateSheet.query(trx).patch({ isActive: true }).where({ uuid: sheetUuid });
    return {
      ok: true,
      sheet: {
        uuid: sheetUuid,
        effectiveAt: file.sheet.effective_at,
        counts: {
          lenders: file.lenders.length,
          programs: file.programs.length,
          rates: file.rates.length,
          adjustments: file.adjustments.length,
          fees: file.fees.length,
        },
      },
    };
  });
  if (outcome.ok) forgetActiveSheet(db);
  return outcome;
}

/** Problems only the database can reveal: a sheet of the same date, or a lender code bound to another uuid. */
async function conflicts(trx: Knex.Transaction, file: SheetFile): Promise<SheetProblem[]> {
  const problems: SheetProblem[] = [];
  const sameDate = await RateSheet.query(trx).where({ effectiveAt: file.sheet.effective_at }).first();
  if (sameDate) {
    problems.push({ line: file.sheet.line, message: `a rate sheet effective ${file.sheet.effective_at.toISOString()} is already loaded` });
  }
  const existing = await Lender.query(trx)
    .whereIn(
      'code',
      file.lenders.map((l) => l.code),
    )
    .orWhereIn(
      'uuid',
      file.lenders.map((l) => l.uuid),
    );
  for (const lender of file.lenders) {
    const clash = existing.find((e) => (e.code === lender.code) !== (e.uuid === lender.uuid));
    if (clash) {
      problems.push({ line: lender.line, message: `lender ${lender.code}: already known as ${clash.code} with uuid ${clash.uuid}` });
    }
  }
  return problems;
}

async function upsertLenders(trx: Knex.Transaction, file: SheetFile): Promise<Map<string, string>> {
  for (const lender of file.lenders) {
    await trx(Lender.tableName)
      .insert({ uuid: lender.uuid, code: lender.code, companyName: lender.company_name, loanBuyerType: lender.loan_buyer_type })
      .onConflict('uuid')
      .merge(['companyName', 'loanBuyerType', 'updatedAt']);
  }
  return new Map(file.lenders.map((l) => [l.code, l.uuid]));
}

async function insertPrograms(trx: Knex.Transaction, file: SheetFile, sheetUuid: string, lenderUuid: Map<string, string>): Promise<Map<string, string>> {
  const programUuid = new Map<string, string>();
  const rows = file.programs.map((p) => {
    const uuid = randomUUID();
    programUuid.set(`${p.lender}/${p.code}`, uuid);
    const terms = programTermsOf(p, uuid);
    return {
      ...terms,
      rateSheetUuid: sheetUuid,
      lenderUuid: lenderUuid.get(p.lender),
      occupancies: json(terms.occupancies),
      propertyTypes: json(terms.propertyTypes),
    };
  });
  await insertChunks(trx, LoanProgram.tableName, rows);
  return programUuid;
}

async function insertChunks(trx: Knex.Transaction, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx(table).insert(rows.slice(start, start + CHUNK));
  }
}
