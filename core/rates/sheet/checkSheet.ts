import type { SheetFile, SheetProblem } from './sheetFormat.js';

/** Checks across rows: references, duplicates, ARM terms, ranges and a price for the quoted lock. */
export function checkSheet(file: SheetFile, quotedLockDays: number): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const add = (line: number, message: string) => problems.push({ line, message });

  const lenderCodes = new Set<string>();
  const lenderUuids = new Set<string>();
  for (const lender of file.lenders) {
    if (lenderCodes.has(lender.code)) add(lender.line, `lender ${lender.code}: listed twice`);
    if (lenderUuids.has(lender.uuid)) add(lender.line, `lender ${lender.code}: uuid ${lender.uuid} is used by another lender`);
    lenderCodes.add(lender.code);
    lenderUuids.add(lender.uuid);
  }
  if (file.lenders.length === 0) add(file.sheet.line, 'the sheet lists no lenders');
  const knownLender = (line: number, code: string | null, what: string) => {
    if (code !== null && !lenderCodes.has(code)) add(line, `${what}: unknown lender '${code}'`);
  };

  const programKeys = new Set<string>();
  for (const program of file.programs) {
    const key = `${program.lender}/${program.code}`;
    const what = `program ${key}`;
    knownLender(program.line, program.lender, what);
    if (programKeys.has(key)) add(program.line, `${what}: listed twice`);
    programKeys.add(key);
    const armFields = [
      program.arm_index,
      program.arm_index_rate,
      program.arm_margin,
      program.arm_cap_initial,
      program.arm_cap_periodic,
      program.arm_cap_lifetime,
      program.arm_adjustment_months,
    ];
    const isArm = program.mortgage_type.startsWith('ADJUSTABLE_');
    if (isArm && armFields.some((value) => value === null)) {
      add(program.line, `${what}: an adjustable program needs arm_index, arm_index_rate, arm_margin, the three caps and arm_adjustment_months`);
    }
    if (!isArm && armFields.some((value) => value !== null)) add(program.line, `${what}: a fixed-rate program takes no ARM columns`);
    if (program.min_loan_amount > program.max_loan_amount) add(program.line, `${what}: min_loan_amount is above max_loan_amount`);
    if (program.max_cash_out_ltv !== null && program.max_cash_out_ltv > program.max_ltv) {
      add(program.line, `${what}: max_cash_out_ltv is above max_ltv`);
    }
  }
  if (file.programs.length === 0) add(file.sheet.line, 'the sheet lists no loan programs');

  const rateKeys = new Set<string>();
  const quoted = new Set<string>();
  for (const row of file.rates) {
    const key = `${row.lender}/${row.program}`;
    if (!programKeys.has(key)) add(row.line, `rate: unknown program '${row.program}' of lender '${row.lender}'`);
    const rowKey = `${key}/${row.lock_days}/${row.rate}`;
    if (rateKeys.has(rowKey)) add(row.line, `rate: ${key} at ${row.rate}% for ${row.lock_days} days is listed twice`);
    rateKeys.add(rowKey);
    if (row.lock_days === quotedLockDays) quoted.add(key);
  }
  for (const program of file.programs) {
    const key = `${program.lender}/${program.code}`;
    if (!quoted.has(key)) add(program.line, `program ${key}: no rate rows for the ${quotedLockDays}-day lock the rates page quotes`);
  }

  for (const adjustment of file.adjustments) {
    const what = `adjustment '${adjustment.label}'`;
    knownLender(adjustment.line, adjustment.lender, what);
    if (adjustment.credit_min !== null && adjustment.credit_max !== null && adjustment.credit_min > adjustment.credit_max) {
      add(adjustment.line, `${what}: credit_min is above credit_max`);
    }
    if (adjustment.ltv_above !== null && adjustment.ltv_max !== null && adjustment.ltv_above >= adjustment.ltv_max) {
      add(adjustment.line, `${what}: ltv_above must be below ltv_max`);
    }
    if (adjustment.min_term_years !== null && adjustment.max_term_years !== null && adjustment.min_term_years > adjustment.max_term_years) {
      add(adjustment.line, `${what}: min_term_years is above max_term_years`);
    }
    if (adjustment.loan_amount_min !== null && adjustment.loan_amount_max !== null && adjustment.loan_amount_min > adjustment.loan_amount_max) {
      add(adjustment.line, `${what}: loan_amount_min is above loan_amount_max`);
    }
  }

  for (const fee of file.fees) knownLender(fee.line, fee.lender, `fee '${fee.name}'`);
  return problems;
}
