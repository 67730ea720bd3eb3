import type { OccupancyType } from './vocabulary.js';

/**
 * How the owner uses the home, in the spec's words (section 3, rates occupancy): every form that
 * asks it (rates filters, the offer estimator, the refinance and partnership prequals) shows these.
 */
export const PROPERTY_USE_OPTIONS: ReadonlyArray<{ value: OccupancyType; label: string }> = [
  { value: 'PRIMARY_RESIDENCE', label: 'Primary' },
  { value: 'VACATION_HOME', label: 'Secondary' },
  { value: 'INVESTMENT_PROPERTY', label: 'Investment' },
];
