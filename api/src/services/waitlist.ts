import { z } from 'zod';
import type { JoinWaitlistInput } from '../../../generated/server.js';
import { WaitlistEntry } from '../models/WaitlistEntry.js';
import type { ServiceContext } from './context.js';
import type { FieldError } from './errors.js';
import { fieldErrors } from './validation.js';

export const WAITLIST_TIMELINES = ['0_3_MONTHS', '3_6_MONTHS', '6_PLUS_MONTHS', 'NOT_SURE'] as const;

const waitlistSchema = z.object({
  product: z.enum(['RESTRUCTURE', 'PURCHASE']),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')),
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100, 'Use at most 100 characters.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
  purchaseStage: z.enum(['RESEARCHING', 'OPEN_HOUSES', 'OFFERS', 'CONTRACT']).nullish(),
  timeline: z.enum(WAITLIST_TIMELINES, 'Choose a timeline from the list.').nullish(),
});

/**
 * Adds someone to a product's waitlist. The same email joining the same waitlist again
 * updates the entry, so a second sign-up never creates a duplicate.
 */
export async function joinWaitlist(ctx: ServiceContext, input: JoinWaitlistInput): Promise<{ entry: WaitlistEntry | null; errors: FieldError[] }> {
  if (input.product === 'RESTRUCTURE' && !ctx.config.FEATURE_PARTNERSHIP_WAITLIST) {
    return { entry: null, errors: [{ code: 'WAITLIST_CLOSED', message: 'The partnership waitlist is not open right now.', field: null }] };
  }
  const parsed = waitlistSchema.safeParse(input);
  if (!parsed.success) return { entry: null, errors: fieldErrors(parsed.error) };
  // The configured geocoder (offline gazetteer or Google) knows which ZIPs exist.
  const state = await ctx.adapters.geocoder.zipState(parsed.data.zip);
  if (!state) return { entry: null, errors: [{ code: 'INVALID', message: 'We don’t recognize that ZIP code.', field: 'zip' }] };
  const values = {
    ...parsed.data,
    purchaseStage: parsed.data.purchaseStage ?? null,
    timeline: parsed.data.timeline ?? null,
    state,
    userUuid: ctx.currentUser?.uuid ?? null,
  };
  const entry = await ctx.db.transaction(async (trx) => {
    const existing = await WaitlistEntry.query(trx).where('product', values.product).whereRaw('lower(email) = ?', [values.email]).first();
    if (existing) return WaitlistEntry.query(trx).patchAndFetchById(existing.uuid, { ...values, userUuid: values.userUuid ?? existing.userUuid, updatedAt: ctx.now() });
    return WaitlistEntry.query(trx).insertAndFetch({ ...values, createdAt: ctx.now(), updatedAt: ctx.now() });
  });
  return { entry, errors: [] };
}
