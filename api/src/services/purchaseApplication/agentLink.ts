import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import type { ServiceContext } from '../context.js';
import { digestOf } from './tokens.js';

/** The application an agent's status link opens, or null for a malformed, unknown, replaced or expired link. */
export async function applicationOfAgentLink(ctx: ServiceContext, token: string): Promise<PurchaseApplication | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const application = await PurchaseApplication.query(ctx.db).findOne({ agentLinkSha256: digestOf(token) });
  if (!application?.agentLinkExpiresAt || application.agentLinkExpiresAt <= ctx.now()) return null;
  return application;
}
