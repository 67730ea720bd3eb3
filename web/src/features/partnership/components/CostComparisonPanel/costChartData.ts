/** One point of the cost chart: the years, the refinance's cost and the partnership's by value change (dollars). */
export interface CostChartRow {
  years: number;
  refinance: number;
  [partnershipByChange: string]: number;
}

/** The value changes drawn as lines (the tables show them all). */
export const CHART_VALUE_CHANGES = ['−20%', 'no change', '+20%', '+50%'] as const;
