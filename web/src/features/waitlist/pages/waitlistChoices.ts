import { TIMELINE_LABELS, TIMELINES } from '#core/waitlist/index';

/** Where a buyer is in their search (spec section 3, purchase stage), as the forms offer it. */
export const PURCHASE_STAGE_OPTIONS = [
  { value: 'RESEARCHING', label: 'Just researching' },
  { value: 'OPEN_HOUSES', label: 'Going to open houses' },
  { value: 'OFFERS', label: 'Making offers' },
  { value: 'CONTRACT', label: 'Under contract' },
] as const;

export const TIMELINE_OPTIONS = TIMELINES.map((value) => ({ value, label: TIMELINE_LABELS[value] }));
