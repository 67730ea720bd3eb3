/**
 * The rate-sheet CSV format. A sheet is one file of tagged rows: the first cell names the
 * record type, and a `columns,<type>,...` row declares, once per type and before its rows,
 * which columns follow. Lines starting with '#' are comments. See docs/decisions/0003.
 */
import { MAX_MONEY_INPUT } from '#core/money/limits';
import { US_STATE_CODES } from '#core/usStates';
import {
  type AdjustmentKind,
  LOAN_BUYER_TYPES,
  type LoanEstimateSection,
  type LoanPurpose,
  MORTGAGE_TYPES,
  OCCUPANCY_TYPES,
  PRICED_LOAN_TYPES,
  PROPERTY_TYPES,
} from '../vocabulary.js';
import { type CellParser, boolean, integer, listOf, number, oneOf, optional, text, timestamp, uuid } from './fields.js';

/** The Loan Estimate sections a sheet's fees may name (prepaids and credits come from pricing). */
export const FEE_SECTIONS = [
  'ORIGINATION_CHARGES',
  'SERVICES_YOU_CANNOT_SHOP_FOR',
  'SERVICES_YOU_CAN_SHOP_FOR',
  'TAXES_AND_GOVERNMENT_FEES',
] as const satisfies readonly LoanEstimateSection[];
const ADJUSTMENT_KINDS = ['POINTS', 'RATE'] as const satisfies readonly AdjustmentKind[];
const PURPOSES = ['RATE_TERM', 'CASH_OUT'] as const satisfies readonly LoanPurpose[];

const percent = number({ min: 0, max: 100 });
const money = number({ min: 0, max: MAX_MONEY_INPUT });
const creditScore = integer({ min: 300, max: 850 });
const states = listOf(US_STATE_CODES);

/** Column name to parser, in the order the seeded sheet writes them. */
export const RECORD_COLUMNS = {
  sheet: { effective_at: timestamp(), description: optional(text()) },
  lender: { code: text(), uuid: uuid(), company_name: text(), loan_buyer_type: oneOf(LOAN_BUYER_TYPES) },
  program: {
    lender: text(),
    code: text(),
    lender_program_code: text(),
    loan_type: oneOf(PRICED_LOAN_TYPES),
    mortgage_type: oneOf(MORTGAGE_TYPES),
    arm_index: optional(text()),
    arm_index_rate: optional(percent),
    arm_margin: optional(percent),
    arm_cap_initial: optional(percent),
    arm_cap_periodic: optional(percent),
    arm_cap_lifetime: optional(percent),
    arm_adjustment_months: optional(integer({ min: 1, max: 60 })),
    min_credit_score: creditScore,
    max_ltv: number({ min: 1, max: 100 }),
    max_cash_out_ltv: optional(number({ min: 1, max: 100 })),
    min_loan_amount: money,
    max_loan_amount: money,
    occupancies: listOf(OCCUPANCY_TYPES),
    property_types: listOf(PROPERTY_TYPES),
    upfront_fee_percent: percent,
    annual_mi_percent: percent,
    popularity_rank: integer({ min: 1, max: 1000 }),
  },
  rate: {
    lender: text(),
    program: text(),
    lock_days: integer({ min: 1, max: 365 }),
    rate: number({ min: 0.001, max: 25 }),
    points: number({ min: -10, max: 10 }),
  },
  adjustment: {
    lender: optional(text()),
    loan_type: optional(oneOf(PRICED_LOAN_TYPES)),
    min_term_years: optional(integer({ min: 1, max: 40 })),
    max_term_years: optional(integer({ min: 1, max: 40 })),
    kind: oneOf(ADJUSTMENT_KINDS),
    value: number({ min: -10, max: 10 }),
    credit_min: optional(creditScore),
    credit_max: optional(creditScore),
    ltv_above: optional(number({ min: 0, max: 100 })),
    ltv_max: optional(number({ min: 0, max: 100 })),
    purpose: optional(oneOf(PURPOSES)),
    occupancies: optional(listOf(OCCUPANCY_TYPES)),
    property_types: optional(listOf(PROPERTY_TYPES)),
    second_lien: optional(boolean()),
    loan_amount_min: optional(money),
    loan_amount_max: optional(money),
    states: optional(states),
    label: text(),
  },
  fee: {
    lender: optional(text()),
    loan_type: optional(oneOf(PRICED_LOAN_TYPES)),
    states: optional(states),
    section: oneOf(FEE_SECTIONS),
    name: text(),
    amount: money,
    percent_of_loan: number({ min: 0, max: 10 }),
    finance_charge: boolean(),
  },
} satisfies Record<string, Record<string, CellParser<unknown>>>;

export type RecordType = keyof typeof RECORD_COLUMNS;
type Parsed<Columns> = { [K in keyof Columns]: Columns[K] extends CellParser<infer T> ? T : never };
export type SheetRecord<T extends RecordType> = Parsed<(typeof RECORD_COLUMNS)[T]> & { line: number };

export interface SheetFile {
  sheet: SheetRecord<'sheet'>;
  lenders: SheetRecord<'lender'>[];
  programs: SheetRecord<'program'>[];
  rates: SheetRecord<'rate'>[];
  adjustments: SheetRecord<'adjustment'>[];
  fees: SheetRecord<'fee'>[];
}

export interface SheetProblem {
  line: number;
  message: string;
}
