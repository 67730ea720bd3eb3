/**
 * Conventional loan-level price adjustments from the published Fannie Mae grid
 * (llpa-fannie-mae.csv), turned into rate-sheet adjustment rows for refinances.
 *
 * The copy we have lists rate/term refinance rows only for 780+ and below 640, and cash-out
 * rows only for 780+, 740-759, 700-719 and below 640. The missing bands are derived from the
 * purchase grid: refinance = purchase + a difference, where the difference is known at the
 * listed bands and interpolated linearly (by band position) for the bands between them, then
 * rounded to the nearest eighth of a point as published grids are. See docs/decisions/0003.
 */
import { readFileSync } from 'node:fs';

export const LLPA_CREDIT_BANDS = ['780+', '760-779', '740-759', '720-739', '700-719', '680-699', '660-679', '640-659', '-639'] as const;
export const LLPA_LTV_BANDS = ['le30', '30_60', '60_70', '70_75', '75_80', '80_85', '85_90', '90_95', 'gt95'] as const;

type Band = (typeof LLPA_CREDIT_BANDS)[number];
type Grid = Map<string, Array<number | null>>;

/** (ltvAbove, ltvMax] of each LTV column. */
export const LTV_BOUNDS: Record<(typeof LLPA_LTV_BANDS)[number], [number | null, number | null]> = {
  le30: [null, 30],
  '30_60': [30, 60],
  '60_70': [60, 70],
  '70_75': [70, 75],
  '75_80': [75, 80],
  '80_85': [80, 85],
  '85_90': [85, 90],
  '90_95': [90, 95],
  gt95: [95, null],
};

/** [creditMin, creditMax] of each LLPA credit band. */
export const CREDIT_BOUNDS: Record<Band, [number | null, number | null]> = {
  '780+': [780, null],
  '760-779': [760, 779],
  '740-759': [740, 759],
  '720-739': [720, 739],
  '700-719': [700, 719],
  '680-699': [680, 699],
  '660-679': [660, 679],
  '640-659': [640, 659],
  '-639': [null, 639],
};

export interface LlpaTables {
  rateTermRefi: Grid;
  cashOutRefi: Grid;
  /** investment_or_second_home, condo, two_to_four_units, manufactured_home: one row each. */
  attributes: Grid;
}

export function readLlpaTables(path: string): LlpaTables {
  const tables = new Map<string, Grid>();
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#') || line.startsWith('table,')) continue;
    const [table = '', credit = '', ...cells] = line.split(',');
    const grid = tables.get(table) ?? new Map();
    grid.set(credit, cells.map((cell) => (cell.trim() === '' ? null : Number(cell))));
    tables.set(table, grid);
  }
  const purchase = required(tables, 'purchase');
  return {
    rateTermRefi: deriveRefinanceGrid(purchase, required(tables, 'rate_term_refi')),
    cashOutRefi: deriveRefinanceGrid(purchase, required(tables, 'cash_out_refi')),
    attributes: new Map(
      ['investment_or_second_home', 'condo', 'two_to_four_units', 'manufactured_home'].map((name) => [
        name,
        required(tables, name).get('any') ?? [],
      ]),
    ),
  };
}

function required(tables: Map<string, Grid>, name: string): Grid {
  const grid = tables.get(name);
  if (!grid) throw new Error(`LLPA file has no ${name} table`);
  return grid;
}

/** Fills every credit band of a refinance table from the purchase grid plus interpolated differences. */
export function deriveRefinanceGrid(purchase: Grid, listed: Grid): Grid {
  const result: Grid = new Map();
  const known = LLPA_CREDIT_BANDS.map((band, index) => ({ band, index })).filter(({ band }) => listed.has(band));
  for (const [index, band] of LLPA_CREDIT_BANDS.entries()) {
    const base = purchase.get(band);
    if (!base) throw new Error(`purchase grid lacks band ${band}`);
    const row = LLPA_LTV_BANDS.map((_ltv, column) => {
      const own = listed.get(band);
      if (own) return own[column] ?? null;
      // A column left blank at the listed bands (cash-out above 80% LTV) stays unavailable.
      const below = [...known].reverse().find((k) => k.index < index);
      const above = known.find((k) => k.index > index);
      if (!below || !above) throw new Error(`cannot interpolate band ${band}`);
      const lowDiff = difference(purchase, listed, below.band, column);
      const highDiff = difference(purchase, listed, above.band, column);
      const basis = base[column];
      if (lowDiff === null || highDiff === null || basis === null || basis === undefined) return null;
      const share = (index - below.index) / (above.index - below.index);
      return roundEighth(Math.max(0, basis + lowDiff + (highDiff - lowDiff) * share));
    });
    result.set(band, row);
  }
  return result;
}

function difference(purchase: Grid, listed: Grid, band: Band, column: number): number | null {
  const refi = listed.get(band)?.[column];
  const buy = purchase.get(band)?.[column];
  if (refi === null || refi === undefined || buy === null || buy === undefined) return null;
  return refi - buy;
}

function roundEighth(value: number): number {
  return Math.round(value * 8) / 8;
}
