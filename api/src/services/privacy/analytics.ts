import { z } from 'zod';
import type { ServiceContext } from '../context.js';
import { hashToken } from '../account/tokens.js';

/** HttpOnly cookie holding this browser's random analytics key. */
export const ANALYTICS_BROWSER_COOKIE = 'roofline_analytics_browser';

/** Caps on what one event may carry: events are anonymous, so they must stay small. */
export const EVENT_LIMITS = { maxProperties: 30, maxKeyLength: 100, maxValueLength: 1000 } as const;

export const analyticsEventSchema = z.object({
  type: z.enum(['page_view', 'user_id', 'identify']),
  path: z.string().max(2048).optional(),
  anonymousId: z.string().max(100).optional(),
  properties: z
    .record(z.string().max(EVENT_LIMITS.maxKeyLength), z.union([z.string().max(EVENT_LIMITS.maxValueLength), z.number(), z.boolean(), z.null()]))
    .refine((properties) => Object.keys(properties).length <= EVENT_LIMITS.maxProperties, `At most ${EVENT_LIMITS.maxProperties} properties.`)
    .optional(),
});

/**
 * Stores a first-party analytics event unless the visitor has opted out of analytics.
 * The consent check is repeated here so a stale client cannot record what was declined.
 */
export async function recordAnalyticsEvent(ctx: ServiceContext, body: unknown, analyticsAllowed: boolean): Promise<'stored' | 'declined' | 'invalid'> {
  if (!analyticsAllowed) return 'declined';
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return 'invalid';
  await ctx.db('analytics_events').insert({
    type: parsed.data.type,
    path: parsed.data.path ?? null,
    anonymousId: parsed.data.anonymousId ?? null,
    userUuid: ctx.currentUser?.uuid ?? null,
    browserKeyHash: ctx.analyticsBrowserKey ? hashToken(ctx.analyticsBrowserKey) : null,
    properties: JSON.stringify(parsed.data.properties ?? {}),
  });
  return 'stored';
}
