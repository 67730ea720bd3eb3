import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { TIMELINE_REFUSED, TIMELINES } from '../../../core/waitlist/index.js';
import { emailSchema } from '../../../core/account/email.js';
import type { JoinWaitlistInput } from '../../../generated/server.js';
import { WaitlistEntry } from '../models/WaitlistEntry.js';
import type { ServiceContext } from './context.js';
import type { FieldError } from './errors.js';
import { fieldErrors } from './validation.js';


const waitlistSchema = z.object({
  product: z.enum(['RESTRUCTURE', 'PURCHASE']),
  email: emailSchema.transform((email) => email.toLowerCase()),
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100, 'Use at most 100 characters.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
  purchaseStage: z.enum(['RESEARCHING', 'OPEN_HOUSES', 'OFFERS', 'CONTRACT']).nullish(),
  timeline: z.enum(TIMELINES, TIMELINE_REFUSED).nullish(),
});

/**
 * Adds someone to a product's waitlist. An email already on that waitlist is neither changed nor
 * revealed: the answer is the sign-up as received, the same for a new and a known email (a known
 * one gets a fresh uuid that names nothing). Only the logged-in owner of the email address
 * updates their entry, so no one can overwrite another person's sign-up or learn that it exists.
 */
export async function joinWaitlist(ctx: ServiceContext, input: JoinWaitlistInput): Promise<{ entry: WaitlistEntry | null; errors: FieldError[] }> {
  if (input.product === 'RESTRUCTURE' && !ctx.config.FEATURE_PARTNERSHIP_WAITLIST) {
    return { entry: null, errors: [{ code: 'WAITLIST_CLOSED', message: 'The partnership waitlist is not open right now.', field: null }] };
  }
  const parsed = waitlistSchema.safeParse(input);
  if (!parsed.success) return { entry: null, errors: fieldErrors(parsed.error) };
  const now = ctx.now();
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
  const ownsEmail = ctx.currentUser !== null && ctx.currentUser.email.toLowerCase() === values.email;
  const entry = await ctx.db.transaction(async (trx) => {
    const existing = await WaitlistEntry.query(trx).where('product', values.product).whereRaw('lower(email) = ?', [values.email]).first();
    if (!existing) return WaitlistEntry.query(trx).insertAndFetch({ ...values, createdAt: now, updatedAt: now });
    if (ownsEmail) return WaitlistEntry.query(trx).patchAndFetchById(existing.uuid, { ...values, updatedAt: now });
    // Someone else's (or an anonymous repeat) sign-up: the stored entry stays as it is.
    return WaitlistEntry.fromJson({ ...values, uuid: randomUUID(), userUuid: null, createdAt: now, updatedAt: now }, { skipValidation: true });
  });
  return { entry, errors: [] };
}
