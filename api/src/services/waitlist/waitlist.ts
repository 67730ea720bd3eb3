import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PREQUAL_WAITLIST_PRODUCT, TIMELINE_REFUSED, TIMELINES, WAITLIST_MESSAGES, waitlistEmail, waitlistFirstName, waitlistZip } from '#core/waitlist/index';
import { emailSchema } from '#core/account/email';
import type { ChangeWaitlistEntryInput, JoinWaitlistInput } from '#generated/server';
import type { Prequal } from '../../models/Prequal.js';
import { WaitlistEntry } from '../../models/WaitlistEntry.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { fieldErrors } from '../validation.js';
import { entryForLink, mailWaitlistLink } from './waitlistLinks.js';
import { markWaitlisted, waitlistablePrequal } from './waitlistPrequal.js';

const detailsSchema = z.object({
  firstName: waitlistFirstName,
  zip: waitlistZip,
  purchaseStage: z.enum(['RESEARCHING', 'OPEN_HOUSES', 'OFFERS', 'CONTRACT']).nullish(),
  timeline: z.enum(TIMELINES, TIMELINE_REFUSED).nullish(),
});

const waitlistSchema = detailsSchema.extend({
  product: z.enum(['RESTRUCTURE', 'PURCHASE']),
  email: z.pipe(emailSchema, z.transform(waitlistEmail)),
});

const invalidLink: FieldError = { code: 'INVALID_TOKEN', message: WAITLIST_MESSAGES.invalidLink, field: 'token' };

/**
 * Adds someone to a product's waitlist. An email already on that waitlist is neither changed nor
 * revealed: the answer is the sign-up as received, the same for a new and a known email (a known
 * one gets a fresh uuid that names nothing). The address is mailed a link to change or leave its
 * entry, whether new or known; besides that link only the logged-in owner of the email address
 * updates their entry, so no one can overwrite another person's sign-up or learn that it exists.
 * With a prequalUuid (the partnership waitlist only) the caller's prequal denied for its area or
 * state is marked waitlisted in the same transaction; joining again leaves it so.
 */
export async function joinWaitlist(
  ctx: ServiceContext,
  input: JoinWaitlistInput,
): Promise<{ entry: WaitlistEntry | null; prequal?: Prequal | null; errors: FieldError[] }> {
  if (input.product === 'RESTRUCTURE' && !ctx.config.FEATURE_PARTNERSHIP_WAITLIST) {
    return { entry: null, errors: [{ code: 'WAITLIST_CLOSED', message: WAITLIST_MESSAGES.partnershipClosed, field: null }] };
  }
  if (input.prequalUuid && input.product !== 'RESTRUCTURE') {
    return { entry: null, errors: [{ code: 'WRONG_PRODUCT', message: PREQUAL_WAITLIST_PRODUCT, field: 'product' }] };
  }
  const parsed = waitlistSchema.safeParse(input);
  if (!parsed.success) return { entry: null, errors: fieldErrors(parsed.error) };
  const now = ctx.now();
  // The configured geocoder (offline gazetteer or Google) knows which ZIPs exist.
  const state = await ctx.adapters.geocoder.zipState(parsed.data.zip);
  if (!state) return { entry: null, errors: [{ code: 'INVALID', message: WAITLIST_MESSAGES.unknownZip, field: 'zip' }] };
  const values = {
    ...parsed.data,
    purchaseStage: parsed.data.purchaseStage ?? null,
    timeline: parsed.data.timeline ?? null,
    state,
    userUuid: ctx.currentUser?.uuid ?? null,
  };
  const ownsEmail = ctx.currentUser !== null && ctx.currentUser.email.toLowerCase() === values.email;
  type Joined = { answer: WaitlistEntry; mailLinkFor: WaitlistEntry | null; prequal: Prequal | null } | { refused: FieldError };
  const joined = await ctx.db.transaction(async (trx): Promise<Joined> => {
    const from = input.prequalUuid ? await waitlistablePrequal(trx, ctx, input.prequalUuid) : null;
    if (from && 'error' in from) return { refused: from.error };
    const prequal = from ? await markWaitlisted(trx, from.prequal, now) : null;
    const existing = await WaitlistEntry.query(trx).where('product', values.product).whereRaw('lower(email) = ?', [values.email]).first();
    if (!existing) {
      const created = await WaitlistEntry.query(trx).insertAndFetch({ ...values, createdAt: now, updatedAt: now });
      return { answer: created, mailLinkFor: created, prequal };
    }
    if (ownsEmail)
      return { answer: await WaitlistEntry.query(trx).patchAndFetchById(existing.uuid, { ...values, updatedAt: now }), mailLinkFor: null, prequal };
    // Someone else's (or an anonymous repeat) sign-up: the stored entry stays as it is, and its
    // address is mailed the link that can change it.
    const received = WaitlistEntry.fromJson({ ...values, uuid: randomUUID(), userUuid: null, createdAt: now, updatedAt: now }, { skipValidation: true });
    return { answer: received, mailLinkFor: existing, prequal };
  });
  if ('refused' in joined) return { entry: null, errors: [joined.refused] };
  if (joined.mailLinkFor) await mailWaitlistLink(ctx, joined.mailLinkFor);
  return { entry: joined.answer, prequal: joined.prequal, errors: [] };
}

/** The entry a mailed link names, for the page it opens. */
export async function waitlistEntryByLink(ctx: ServiceContext, token: string): Promise<WaitlistEntry | null> {
  return (await entryForLink(ctx.db, token, ctx.now())) ?? null;
}

/** Changes the details of the entry a mailed link names (its product and email stay). */
export async function changeWaitlistEntry(
  ctx: ServiceContext,
  input: ChangeWaitlistEntryInput,
): Promise<{ entry: WaitlistEntry | null; errors: FieldError[] }> {
  const entry = await entryForLink(ctx.db, input.token, ctx.now());
  if (!entry) return { entry: null, errors: [invalidLink] };
  const parsed = detailsSchema.safeParse(input);
  if (!parsed.success) return { entry: null, errors: fieldErrors(parsed.error) };
  const state = await ctx.adapters.geocoder.zipState(parsed.data.zip);
  if (!state) return { entry: null, errors: [{ code: 'INVALID', message: WAITLIST_MESSAGES.unknownZip, field: 'zip' }] };
  const updated = await WaitlistEntry.query(ctx.db).patchAndFetchById(entry.uuid, {
    ...parsed.data,
    purchaseStage: parsed.data.purchaseStage ?? null,
    timeline: parsed.data.timeline ?? null,
    state,
    updatedAt: ctx.now(),
  });
  return { entry: updated, errors: [] };
}

/** Removes the entry a mailed link names. */
export async function leaveWaitlist(ctx: ServiceContext, token: string): Promise<{ ok: boolean; errors: FieldError[] }> {
  const entry = await entryForLink(ctx.db, token, ctx.now());
  if (!entry) return { ok: false, errors: [invalidLink] };
  await WaitlistEntry.query(ctx.db).deleteById(entry.uuid);
  return { ok: true, errors: [] };
}
