import { describe, expect, it } from 'vitest';
import { isTimeline, TIMELINE_LABELS, TIMELINES } from './timeline';

describe('timeline values (spec section 3)', () => {
  it('are exactly the spec’s four, each with a label', () => {
    expect(TIMELINES).toEqual(['0_3_MONTHS', '3_6_MONTHS', '6_PLUS_MONTHS', 'NOT_SURE']);
    expect(Object.keys(TIMELINE_LABELS).sort()).toEqual([...TIMELINES].sort());
  });

  it('accepts each of the four and refuses anything else', () => {
    for (const value of TIMELINES) expect(isTimeline(value)).toBe(true);
    for (const value of ['0-3 MONTHS', '0_3_months', 'SOON', '', ' NOT_SURE', null, 3]) expect(isTimeline(value)).toBe(false);
  });
});
