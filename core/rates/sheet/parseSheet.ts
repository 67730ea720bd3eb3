import { DEFAULT_LOCK_DAYS } from '../limits.js';
import { CsvSyntaxError, parseCsv } from './csv.js';
import { FieldProblem } from './fields.js';
import { RECORD_COLUMNS, type RecordType, type SheetFile, type SheetProblem, type SheetRecord } from './sheetFormat.js';
import { checkSheet } from './checkSheet.js';

export type ParseOutcome = { ok: true; file: SheetFile } | { ok: false; problems: SheetProblem[] };

const MAX_PROBLEMS = 200;

/** Parses and checks a whole sheet; any problem refuses the file, listed by line. */
export function parseSheet(csvText: string): ParseOutcome {
  let records;
  try {
    records = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, problems: [{ line: error.line, message: error.message }] };
    throw error;
  }

  const problems: SheetProblem[] = [];
  const declared = new Map<RecordType, string[]>();
  const collected: { [T in RecordType]: SheetRecord<T>[] } = { sheet: [], lender: [], program: [], rate: [], adjustment: [], fee: [] };

  for (const { line, cells } of records) {
    const [tag = '', ...rest] = cells;
    if (tag === 'columns') {
      const [type = '', ...names] = rest;
      if (!isRecordType(type)) {
        problems.push({ line, message: `columns: unknown record type '${type}'` });
        continue;
      }
      const expected = Object.keys(RECORD_COLUMNS[type]);
      const unknown = names.filter((name) => !expected.includes(name));
      const missing = expected.filter((name) => !names.includes(name));
      if (unknown.length) problems.push({ line, message: `columns ${type}: unknown column ${unknown.join(', ')}` });
      if (missing.length) problems.push({ line, message: `columns ${type}: missing column ${missing.join(', ')}` });
      if (declared.has(type)) problems.push({ line, message: `columns ${type}: declared twice` });
      declared.set(type, names);
      continue;
    }
    if (!isRecordType(tag)) {
      problems.push({ line, message: `unknown record type '${tag}'` });
      continue;
    }
    const names = declared.get(tag);
    if (!names) {
      problems.push({ line, message: `${tag}: no 'columns,${tag},...' row before it` });
      continue;
    }
    if (rest.length !== names.length) {
      problems.push({ line, message: `${tag}: expected ${names.length} cells after the record type, found ${rest.length}` });
      continue;
    }
    const parsed = parseRecord(tag, names, rest, line, problems);
    if (parsed) (collected[tag] as unknown[]).push(parsed);
    if (problems.length >= MAX_PROBLEMS) break;
  }

  const [sheet, ...extraSheets] = collected.sheet;
  if (!sheet) problems.push({ line: 1, message: "the file has no 'sheet' row with the effective date" });
  for (const extra of extraSheets) problems.push({ line: extra.line, message: "only one 'sheet' row is allowed" });
  if (problems.length || !sheet) return { ok: false, problems: sortProblems(problems) };

  const file: SheetFile = {
    sheet,
    lenders: collected.lender,
    programs: collected.program,
    rates: collected.rate,
    adjustments: collected.adjustment,
    fees: collected.fee,
  };
  const crossProblems = checkSheet(file, DEFAULT_LOCK_DAYS);
  return crossProblems.length ? { ok: false, problems: sortProblems(crossProblems) } : { ok: true, file };
}

function parseRecord<T extends RecordType>(type: T, names: string[], cells: string[], line: number, problems: SheetProblem[]): SheetRecord<T> | null {
  const parsers = RECORD_COLUMNS[type] as Record<string, (raw: string) => unknown>;
  const record: Record<string, unknown> = { line };
  let ok = true;
  names.forEach((name, index) => {
    const parse = parsers[name];
    if (!parse) return;
    try {
      record[name] = parse(cells[index] ?? '');
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      problems.push({ line, message: `${type} ${name}: ${error.message}` });
      ok = false;
    }
  });
  return ok ? (record as SheetRecord<T>) : null;
}

function isRecordType(value: string): value is RecordType {
  return Object.hasOwn(RECORD_COLUMNS, value);
}

function sortProblems(problems: SheetProblem[]): SheetProblem[] {
  return [...problems].sort((a, b) => a.line - b.line).slice(0, MAX_PROBLEMS);
}
