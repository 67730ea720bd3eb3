import { DEFAULT_LOCK_DAYS } from './limits.js';
import { mortgageTerms } from './mortgageTypes.js';
import type { PricingLender, PricingProgram, PricingSheet, QuotedRate, SheetAdjustment, SheetFee } from './pricingSheet.js';
import type { SheetFile } from './sheet/sheetFormat.js';
import type { LoanType, MortgageType, OccupancyType, PropertyType } from './vocabulary.js';

/** A loan program's stored terms (the loan_programs row, or a sheet's program record). */
export interface ProgramTerms {
  uuid: string;
  code: string;
  lenderProgramCode: string;
  loanType: LoanType;
  mortgageType: MortgageType;
  armIndex: string | null;
  armIndexRate: number | null;
  armMargin: number | null;
  armCapInitial: number | null;
  armCapPeriodic: number | null;
  armCapLifetime: number | null;
  armAdjustmentMonths: number | null;
  minCreditScore: number;
  maxLtv: number;
  maxCashOutLtv: number | null;
  minLoanAmount: number;
  maxLoanAmount: number;
  occupancies: readonly OccupancyType[];
  propertyTypes: readonly PropertyType[];
  upfrontFeePercent: number;
  annualMiPercent: number;
  popularityRank: number;
}

/** A program as the engine reads it: its terms, lender and the quoted lock's rate rows (lowest rate first). */
export function pricingProgram(terms: ProgramTerms, lender: PricingLender, quotedRates: QuotedRate[]): PricingProgram {
  const shape = mortgageTerms(terms.mortgageType);
  return {
    uuid: terms.uuid,
    lender,
    code: terms.code,
    lenderProgramCode: terms.lenderProgramCode,
    loanType: terms.loanType,
    mortgageType: terms.mortgageType,
    amortizationType: shape.amortizationType,
    termYears: shape.termYears,
    fixedYears: shape.fixedYears,
    arm:
      shape.amortizationType === 'ADJUSTABLE'
        ? {
            index: terms.armIndex ?? '',
            indexRate: terms.armIndexRate ?? 0,
            margin: terms.armMargin ?? 0,
            caps: { initial: terms.armCapInitial ?? 0, periodic: terms.armCapPeriodic ?? 0, lifetime: terms.armCapLifetime ?? 0 },
            adjustmentMonths: terms.armAdjustmentMonths ?? 12,
          }
        : null,
    minCreditScore: terms.minCreditScore,
    maxLtv: terms.maxLtv,
    maxCashOutLtv: terms.maxCashOutLtv,
    minLoanAmount: terms.minLoanAmount,
    maxLoanAmount: terms.maxLoanAmount,
    occupancies: new Set(terms.occupancies),
    propertyTypes: new Set(terms.propertyTypes),
    upfrontFeePercent: terms.upfrontFeePercent,
    annualMiPercent: terms.annualMiPercent,
    popularityRank: terms.popularityRank,
    quotedRates: [...quotedRates].sort((a, b) => a.rate - b.rate),
  };
}

/** A stable order, so equal options always come out the same way. */
export function inPricingOrder(programs: PricingProgram[]): PricingProgram[] {
  return programs.sort((a, b) => a.lender.companyName.localeCompare(b.lender.companyName) || a.code.localeCompare(b.code));
}

/**
 * A parsed sheet file as the engine reads it, without a database: how the mocks price on the
 * seeded sheet. Programs are named by `uuidFor(lender code/program code)`, since a file carries
 * no program uuids (the importer gives stored programs theirs).
 */
/** A sheet file's program record as stored terms: the one mapping the importer and the in-memory sheet share. */
export function programTermsOf(p: SheetFile['programs'][number], uuid: string): ProgramTerms {
  return {
    uuid,
    code: p.code,
    lenderProgramCode: p.lender_program_code,
    loanType: p.loan_type,
    mortgageType: p.mortgage_type,
    armIndex: p.arm_index,
    armIndexRate: p.arm_index_rate,
    armMargin: p.arm_margin,
    armCapInitial: p.arm_cap_initial,
    armCapPeriodic: p.arm_cap_periodic,
    armCapLifetime: p.arm_cap_lifetime,
    armAdjustmentMonths: p.arm_adjustment_months,
    minCreditScore: p.min_credit_score,
    maxLtv: p.max_ltv,
    maxCashOutLtv: p.max_cash_out_ltv,
    minLoanAmount: p.min_loan_amount,
    maxLoanAmount: p.max_loan_amount,
    occupancies: p.occupancies,
    propertyTypes: p.property_types,
    upfrontFeePercent: p.upfront_fee_percent,
    annualMiPercent: p.annual_mi_percent,
    popularityRank: p.popularity_rank,
  };
}

export function sheetFromFile(file: SheetFile, sheetUuid: string, uuidFor: (name: string) => string): PricingSheet {
  const lenders = new Map(file.lenders.map((l) => [l.code, { uuid: l.uuid, companyName: l.company_name, loanBuyerType: l.loan_buyer_type }]));
  const lenderUuid = (code: string | null) => (code === null ? null : (lenders.get(code)?.uuid ?? null));
  const rates = new Map<string, QuotedRate[]>();
  for (const row of file.rates) {
    if (row.lock_days !== DEFAULT_LOCK_DAYS) continue;
    const key = `${row.lender}/${row.program}`;
    rates.set(key, [...(rates.get(key) ?? []), { rate: row.rate, points: row.points }]);
  }
  const programs = file.programs.map((p) => {
    const key = `${p.lender}/${p.code}`;
    const lender = lenders.get(p.lender);
    if (!lender) throw new Error(`program ${key} names a missing lender`);
    const terms = programTermsOf(p, uuidFor(key));
    return pricingProgram(terms, lender, rates.get(key) ?? []);
  });
  const adjustments: SheetAdjustment[] = file.adjustments.map((a) => ({
    lenderUuid: lenderUuid(a.lender),
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
    occupancies: a.occupancies,
    propertyTypes: a.property_types,
    secondLien: a.second_lien,
    loanAmountMin: a.loan_amount_min,
    loanAmountMax: a.loan_amount_max,
    states: a.states,
    label: a.label,
  }));
  const fees: SheetFee[] = file.fees.map((f) => ({
    lenderUuid: lenderUuid(f.lender),
    loanType: f.loan_type,
    states: f.states,
    section: f.section,
    name: f.name,
    amount: f.amount,
    percentOfLoan: f.percent_of_loan,
    financeCharge: f.finance_charge,
  }));
  return { uuid: sheetUuid, effectiveAt: file.sheet.effective_at, programs: inPricingOrder(programs), adjustments, fees };
}
