/**
 * Spec section 3 (Timeline): 0_3_MONTHS, 3_6_MONTHS, 6_PLUS_MONTHS, NOT_SURE. GraphQL enum
 * values cannot start with a digit, so the API carries a String checked against these four
 * (docs/decisions/0013).
 */
export const TIMELINES = ['0_3_MONTHS', '3_6_MONTHS', '6_PLUS_MONTHS', 'NOT_SURE'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const TIMELINE_LABELS: Record<Timeline, string> = {
  '0_3_MONTHS': 'Within 3 months',
  '3_6_MONTHS': 'In 3 to 6 months',
  '6_PLUS_MONTHS': 'In more than 6 months',
  NOT_SURE: 'Not sure yet',
};

export const TIMELINE_REFUSED = 'Choose a timeline from the list.';

export function isTimeline(value: unknown): value is Timeline {
  return typeof value === 'string' && (TIMELINES as readonly string[]).includes(value);
}
