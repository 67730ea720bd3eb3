import type { Knex } from 'knex';
import { WaitlistEntry } from '../../models/WaitlistEntry.js';
import type { ServiceContext } from '../context.js';
import { consumeRateLimit } from '../rateLimit.js';
import { hashToken, newToken } from '../account/tokens.js';

/** How long a mailed link to change or leave a waitlist entry works. */
export const WAITLIST_LINK_DAYS = 7;
/** Links one address may be mailed per hour, so nobody can flood a mailbox by joining for it. */
export const WAITLIST_LINK_LIMIT = { max: 3, windowSeconds: 3600 } as const;

const PRODUCT_NAMES: Record<WaitlistEntry['product'], string> = { PURCHASE: 'home purchase', RESTRUCTURE: 'partnership' };

/** The path of the page a mailed link opens (web/src/features/waitlist/pages/ManageWaitlistEntryPage.tsx). */
export const waitlistLinkPath = (token: string) => `/waitlist/manage/${token}`;

/**
 * Mails the entry's address a link that changes or removes it. Only who reads that mailbox can
 * use it, so an entry is never read or changed by knowing its email. A new link replaces the
 * previous one; past the hourly limit nothing is sent (the caller's answer stays the same).
 */
export async function mailWaitlistLink(ctx: Pick<ServiceContext, 'db' | 'adapters' | 'now' | 'origin'>, entry: WaitlistEntry): Promise<void> {
  const budget = await consumeRateLimit(ctx.db, `waitlist-link:email:${entry.email.toLowerCase()}`, WAITLIST_LINK_LIMIT, ctx.now());
  if (!budget.allowed) return;
  const token = newToken();
  await WaitlistEntry.query(ctx.db).patchAndFetchById(entry.uuid, {
    manageTokenHash: hashToken(token),
    manageTokenExpiresAt: new Date(ctx.now().getTime() + WAITLIST_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  const link = `${ctx.origin}${waitlistLinkPath(token)}`;
  await ctx.adapters.mailer.send({
    to: entry.email,
    subject: 'Your place on the Roofline waitlist',
    text: `This address is on the Roofline ${PRODUCT_NAMES[entry.product]} waitlist.\n\nTo change your details or leave the waitlist, use this link (it works for ${WAITLIST_LINK_DAYS} days):\n${link}\n\nIf you did not sign up, use the link to leave, or ignore this message.`,
    links: [link],
  });
}

/** The entry a link's token names while the link works; null for an unknown or expired one. */
export function entryForLink(db: Knex, token: string, now: Date) {
  return WaitlistEntry.query(db)
    .where({ manageTokenHash: hashToken(token) })
    .where('manageTokenExpiresAt', '>', now)
    .first();
}
