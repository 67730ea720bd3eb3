import { hashToken } from '../account/tokens.js';
import type { PrivacyPreferencesInput } from '#generated/server';
import { PrivacyPreferences } from '../../models/PrivacyPreferences.js';
import type { ServiceContext } from '../context.js';
import { requireUser } from '../account/users.js';

/** With no consent stored, every category defaults to true (spec section 4). */
export const DEFAULT_PRIVACY_CATEGORIES = { functionality: true, analytics: true, marketing: true, security: true, thirdParty: true } as const;

const CATEGORIES = ['functionality', 'analytics', 'marketing', 'security', 'thirdParty'] as const;

/** The signed-in user's own row; there is no way to name another user's. */
export async function getMyPrivacyPreferences(ctx: ServiceContext): Promise<PrivacyPreferences | null> {
  const user = requireUser(ctx);
  return ctx.loaders.privacyPreferencesByUser.load(user.uuid);
}

async function upsert(ctx: ServiceContext, userUuid: string, values: Partial<PrivacyPreferences>): Promise<PrivacyPreferences> {
  const now = ctx.now();
  const [row] = (await ctx
    .db('privacy_preferences')
    .insert({ ...DEFAULT_PRIVACY_CATEGORIES, ...values, userUuid, createdAt: now, updatedAt: now })
    .onConflict('user_uuid')
    .merge([...Object.keys(values), 'updatedAt'])
    .returning('*')) as PrivacyPreferences[];
  const saved = PrivacyPreferences.fromDatabaseJson(row as never);
  // What this request reads next is what was just saved.
  ctx.loaders.privacyPreferencesByUser.clear(userUuid).prime(userUuid, saved);
  return saved;
}

/**
 * Saves all five categories. An acknowledgement time in the future is taken as now; without one
 * the stored acknowledgement is kept.
 */
export async function setPrivacyPreferences(ctx: ServiceContext, input: PrivacyPreferencesInput): Promise<PrivacyPreferences> {
  const user = requireUser(ctx);
  const values: Partial<PrivacyPreferences> = Object.fromEntries(CATEGORIES.map((category) => [category, input[category]]));
  if (input.bannerLastAcknowledgedAt) {
    const given = new Date(input.bannerLastAcknowledgedAt);
    values.bannerLastAcknowledgedAt = given > ctx.now() ? ctx.now() : given;
  }
  return upsert(ctx, user.uuid, values);
}

/** Acknowledging the banner keeps the categories (all on when none were stored). */
export async function acknowledgePrivacyPreferencesBanner(ctx: ServiceContext): Promise<PrivacyPreferences> {
  const user = requireUser(ctx);
  return upsert(ctx, user.uuid, { bannerLastAcknowledgedAt: ctx.now() });
}

/** Whether the privacy cookie, if any, allows analytics (no cookie or no value: allowed). */
export function analyticsAllowedByCookie(raw: string | undefined): boolean {
  if (!raw) return true;
  try {
    return (JSON.parse(raw) as { analytics?: unknown }).analytics !== false;
  } catch {
    return true;
  }
}

/**
 * Whether an analytics event may be stored: a logged-in user's saved preferences decide,
 * otherwise the browser's privacy cookie does.
 */
export async function analyticsAllowed(ctx: ServiceContext, cookie: string | undefined): Promise<boolean> {
  if (ctx.currentUser) {
    const saved = await ctx.loaders.privacyPreferencesByUser.load(ctx.currentUser.uuid);
    if (saved) return saved.analytics;
  }
  return analyticsAllowedByCookie(cookie);
}

/** Counts of the events stored for one browser (and the signed-in user): what opting out stops. */
export async function analyticsActivity(ctx: ServiceContext, anonymousId: string): Promise<{ eventCount: number; lastEventAt: Date | null }> {
  const id = anonymousId.trim().slice(0, 100);
  // Owner only: an anonymous id counts only with the key of the browser that sent its events.
  const browserKey = ctx.analyticsBrowserKey;
  if (!browserKey && !ctx.currentUser) return { eventCount: 0, lastEventAt: null };
  const query = ctx.db('analytics_events').where((where) => {
    if (browserKey) where.where({ anonymousId: id, browserKeyHash: hashToken(browserKey) });
    if (ctx.currentUser) where.orWhere('userUuid', ctx.currentUser.uuid);
  });
  const row = (await query.count('* as count').max('createdAt as last').first()) as { count: number | string; last: Date | string | null } | undefined;
  return { eventCount: Number(row?.count ?? 0), lastEventAt: row?.last ? new Date(row.last) : null };
}
