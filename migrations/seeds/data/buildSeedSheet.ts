/**
 * Writes the seeded rate sheet (rate-sheet-2026-11-20.csv) in the importer's format:
 *   npx tsx migrations/seeds/data/buildSeedSheet.ts
 * Six lenders, every mortgage type of the spec for conventional, FHA and VA loans, prices on an
 * eighth-point rate grid for 30/45/60-day locks, the conventional LLPA grid, lender overlays
 * and closing costs by state. The CSV is committed; the seed imports it like any other sheet.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CREDIT_BOUNDS, LLPA_CREDIT_BANDS, LLPA_LTV_BANDS, LTV_BOUNDS, readLlpaTables } from './llpaGrid.js';
import { FEES, LENDERS, OVERLAYS, type LoanFamily, type TypeCode } from './seedLenders.js';

const here = import.meta.dirname;
export const SEED_SHEET_FILE = path.join(here, 'rate-sheet-2026-11-20.csv');

const TYPES: Record<TypeCode, { mortgageType: string; slope: number; popularity: number }> = {
  F30: { mortgageType: 'FIXED_30_YEARS', slope: 0.375, popularity: 1 },
  F15: { mortgageType: 'FIXED_15_YEARS', slope: 0.3, popularity: 2 },
  A7: { mortgageType: 'ADJUSTABLE_7_YEARS', slope: 0.28, popularity: 3 },
  F20: { mortgageType: 'FIXED_20_YEARS', slope: 0.35, popularity: 4 },
  A5: { mortgageType: 'ADJUSTABLE_5_YEARS', slope: 0.25, popularity: 5 },
  A10: { mortgageType: 'ADJUSTABLE_10_YEARS', slope: 0.3, popularity: 6 },
  F10: { mortgageType: 'FIXED_10_YEARS', slope: 0.25, popularity: 7 },
  A3: { mortgageType: 'ADJUSTABLE_3_YEARS', slope: 0.22, popularity: 8 },
};

/** Par note rates by loan family and type, before each lender's own spread. */
const PAR: Record<LoanFamily, Record<TypeCode, number>> = {
  CONF: { F30: 6.25, F20: 6.125, F15: 5.625, F10: 5.5, A10: 6.0, A7: 5.875, A5: 5.75, A3: 5.625 },
  JUMBO: { F30: 6.375, F20: 6.25, F15: 5.75, F10: 5.625, A10: 6.125, A7: 6.0, A5: 5.875, A3: 5.75 },
  FHA: { F30: 6.0, F20: 5.875, F15: 5.375, F10: 5.25, A10: 5.75, A7: 5.625, A5: 5.5, A3: 5.375 },
  VA: { F30: 5.875, F20: 5.75, F15: 5.375, F10: 5.25, A10: 5.625, A7: 5.5, A5: 5.375, A3: 5.25 },
};

const FAMILY: Record<LoanFamily, Record<string, string | number>> = {
  CONF: { loan_type: 'CONVENTIONAL', min_credit_score: 620, max_ltv: 97, max_cash_out_ltv: 80, min_loan_amount: 50_000, max_loan_amount: 832_750, occupancies: 'PRIMARY_RESIDENCE|VACATION_HOME|INVESTMENT_PROPERTY', property_types: 'SINGLE_FAMILY|TOWN_HOUSE|CONDO|MANUFACTURED|MULTI_UNIT_TWO|MULTI_UNIT_THREE|MULTI_UNIT_FOUR', upfront_fee_percent: 0, annual_mi_percent: 0 },
  JUMBO: { loan_type: 'CONVENTIONAL', min_credit_score: 700, max_ltv: 80, max_cash_out_ltv: 70, min_loan_amount: 832_751, max_loan_amount: 3_000_000, occupancies: 'PRIMARY_RESIDENCE|VACATION_HOME', property_types: 'SINGLE_FAMILY|TOWN_HOUSE|CONDO', upfront_fee_percent: 0, annual_mi_percent: 0 },
  FHA: { loan_type: 'FHA', min_credit_score: 580, max_ltv: 97.75, max_cash_out_ltv: 80, min_loan_amount: 50_000, max_loan_amount: 1_209_750, occupancies: 'PRIMARY_RESIDENCE', property_types: 'SINGLE_FAMILY|TOWN_HOUSE|CONDO|MANUFACTURED|MULTI_UNIT_TWO|MULTI_UNIT_THREE|MULTI_UNIT_FOUR', upfront_fee_percent: 1.75, annual_mi_percent: 0.55 },
  VA: { loan_type: 'VA', min_credit_score: 580, max_ltv: 100, max_cash_out_ltv: 90, min_loan_amount: 50_000, max_loan_amount: 2_000_000, occupancies: 'PRIMARY_RESIDENCE', property_types: 'SINGLE_FAMILY|TOWN_HOUSE|CONDO|MANUFACTURED|MULTI_UNIT_TWO|MULTI_UNIT_THREE|MULTI_UNIT_FOUR', upfront_fee_percent: 2.15, annual_mi_percent: 0 },
};

/** Conventional ARMs on 30-day average SOFR adjust every 6 months; FHA/VA ARMs on the 1-year CMT yearly. */
function armColumns(family: LoanFamily, type: TypeCode): Record<string, string | number> {
  if (!type.startsWith('A')) return { arm_index: '', arm_index_rate: '', arm_margin: '', arm_cap_initial: '', arm_cap_periodic: '', arm_cap_lifetime: '', arm_adjustment_months: '' };
  const shortFixed = type === 'A3' || type === 'A5';
  if (family === 'FHA' || family === 'VA') {
    return { arm_index: '1-year CMT', arm_index_rate: 3.95, arm_margin: 2.0, arm_cap_initial: shortFixed ? 1 : 2, arm_cap_periodic: shortFixed ? 1 : 2, arm_cap_lifetime: shortFixed ? 5 : 6, arm_adjustment_months: 12 };
  }
  return { arm_index: '30-day average SOFR', arm_index_rate: 4.1, arm_margin: 2.75, arm_cap_initial: shortFixed ? 2 : 5, arm_cap_periodic: 1, arm_cap_lifetime: 5, arm_adjustment_months: 6 };
}

const LOCKS: Array<[number, number]> = [
  [30, 0],
  [45, 0.125],
  [60, 0.25],
];

/** Points for a rate `steps` eighths below par (negative: above par, a credit), with the usual convexity. */
function basePoints(slope: number, steps: number, spread: number): number {
  const curve = steps >= 0 ? slope * steps * (1 + 0.03 * steps) : slope * steps * (1 - 0.025 * Math.abs(steps));
  return round3(curve + spread);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildSeedSheet(): string {
  const out: string[] = [
    '# Roofline rate sheet. Tagged rows: the first cell names the record type; a columns row declares each type\'s columns.',
    '# Generated by migrations/seeds/data/buildSeedSheet.ts; import with: npm run rates:import -- <file>',
  ];
  // Each type's columns come from its first row; every row is written in that order.
  const columns = new Map<string, string[]>();
  const declare = (type: string, row: Record<string, unknown>) => {
    columns.set(type, Object.keys(row));
    out.push(['columns', type, ...Object.keys(row)].join(','));
  };
  const emit = (type: string, row: Record<string, string | number | boolean | null>) => {
    out.push([type, ...(columns.get(type) ?? []).map((name) => row[name] ?? '')].map(csvCell).join(','));
  };

  const sheet = { effective_at: '2026-11-20T08:00:00-08:00', description: 'Roofline weekly rate sheet, week of November 20, 2026' };
  declare('sheet', sheet);
  emit('sheet', sheet);

  const lenderRows = LENDERS.map((l) => ({ code: l.code, uuid: l.uuid, company_name: l.companyName, loan_buyer_type: l.loanBuyerType }));
  declare('lender', lenderRows[0] ?? {});
  for (const row of lenderRows) emit('lender', row);

  const programs: Array<Record<string, string | number>> = [];
  const rates: Array<Record<string, string | number>> = [];
  for (const lender of LENDERS) {
    for (const [family, types] of Object.entries(lender.offers) as Array<[LoanFamily, TypeCode[]]>) {
      for (const type of types) {
        const code = `${family}-${type}`;
        programs.push({
          lender: lender.code,
          code,
          lender_program_code: `${lender.prefix}-${family}${type}`,
          loan_type: FAMILY[family].loan_type as string,
          mortgage_type: TYPES[type].mortgageType,
          ...armColumns(family, type),
          min_credit_score: FAMILY[family].min_credit_score as number,
          max_ltv: type.startsWith('A') && family === 'CONF' ? 95 : (FAMILY[family].max_ltv as number),
          max_cash_out_ltv: FAMILY[family].max_cash_out_ltv as number,
          min_loan_amount: FAMILY[family].min_loan_amount as number,
          max_loan_amount: FAMILY[family].max_loan_amount as number,
          occupancies: FAMILY[family].occupancies as string,
          property_types: FAMILY[family].property_types as string,
          upfront_fee_percent: FAMILY[family].upfront_fee_percent as number,
          annual_mi_percent: family === 'FHA' && (type === 'F15' || type === 'F10') ? 0.4 : (FAMILY[family].annual_mi_percent as number),
          popularity_rank: TYPES[type].popularity,
        });
        const spread = lender.spread[family] ?? 0;
        for (const [lockDays, lockCost] of LOCKS) {
          for (let steps = 8; steps >= -8; steps--) {
            rates.push({
              lender: lender.code,
              program: code,
              lock_days: lockDays,
              rate: (PAR[family][type] - steps * 0.125).toFixed(3),
              points: basePoints(TYPES[type].slope, steps, spread + lockCost).toFixed(3),
            });
          }
        }
      }
    }
  }
  declare('program', programs[0] ?? {});
  for (const row of programs) emit('program', row);
  declare('rate', rates[0] ?? {});
  for (const row of rates) emit('rate', row);

  const adjustments = [...llpaRows(), ...OVERLAYS];
  declare('adjustment', adjustments[0] ?? {});
  for (const row of adjustments) emit('adjustment', row);
  declare('fee', FEES[0] ?? {});
  for (const row of FEES) emit('fee', row);
  return `${out.join('\n')}\n`;
}

const blankAdjustment = {
  lender: '',
  loan_type: 'CONVENTIONAL',
  min_term_years: 16,
  max_term_years: '',
  kind: 'POINTS',
  value: 0,
  credit_min: '' as string | number,
  credit_max: '' as string | number,
  ltv_above: '' as string | number,
  ltv_max: '' as string | number,
  purpose: '',
  occupancies: '',
  property_types: '',
  second_lien: '',
  loan_amount_min: '',
  loan_amount_max: '',
  states: '',
  label: '',
};

/** The LLPA grid as adjustment rows; zero cells are left out, blank cells (not offered) too. */
function llpaRows(): Array<typeof blankAdjustment> {
  const tables = readLlpaTables(path.join(here, 'llpa-fannie-mae.csv'));
  const rows: Array<typeof blankAdjustment> = [];
  const bounds = (column: number) => {
    const [above, max] = LTV_BOUNDS[LLPA_LTV_BANDS[column] ?? 'le30'];
    return { ltv_above: above ?? '', ltv_max: max ?? '' };
  };
  for (const [purpose, grid] of [
    ['RATE_TERM', tables.rateTermRefi],
    ['CASH_OUT', tables.cashOutRefi],
  ] as const) {
    for (const band of LLPA_CREDIT_BANDS) {
      const [creditMin, creditMax] = CREDIT_BOUNDS[band];
      (grid.get(band) ?? []).forEach((value, column) => {
        if (!value) return;
        rows.push({
          ...blankAdjustment,
          ...bounds(column),
          value,
          purpose,
          credit_min: creditMin ?? '',
          credit_max: creditMax ?? '',
          label: `LLPA ${purpose === 'RATE_TERM' ? 'rate/term' : 'cash-out'} refinance, credit ${band}, LTV ${LLPA_LTV_BANDS[column]}`,
        });
      });
    }
  }
  const attributes: Record<string, Partial<typeof blankAdjustment>> = {
    investment_or_second_home: { occupancies: 'VACATION_HOME|INVESTMENT_PROPERTY' },
    condo: { property_types: 'CONDO' },
    two_to_four_units: { property_types: 'MULTI_UNIT_TWO|MULTI_UNIT_THREE|MULTI_UNIT_FOUR' },
    manufactured_home: { property_types: 'MANUFACTURED' },
  };
  for (const [name, criteria] of Object.entries(attributes)) {
    (tables.attributes.get(name) ?? []).forEach((value, column) => {
      if (!value) return;
      rows.push({ ...blankAdjustment, ...criteria, ...bounds(column), value, label: `LLPA ${name.replace(/_/g, ' ')}, LTV ${LLPA_LTV_BANDS[column]}` });
    });
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(SEED_SHEET_FILE, buildSeedSheet());
  process.stdout.write(`Wrote ${path.relative(process.cwd(), SEED_SHEET_FILE)}\n`);
}
