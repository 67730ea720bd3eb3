import { User } from '../../models/User.js';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { ONLY_THE_APPLICANT } from '#core/application/parties';
import { accessApplication } from '../application/access.js';
import { PURCHASE } from './product.js';
import { agentLetters } from './agentLetters.js';
import { applicationOfAgentLink } from './agentLink.js';
import { newLinkToken } from './tokens.js';
import { valuesOf } from './values.js';
import { centsToDollarsOrNull } from '#core/money/cents';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new read-only status link for the buyer's agent, good for PURCHASE_AGENT_LINK_DAYS; the
 * last one stops working. Only the applicant makes one, and only once an agent is named.
 */
export async function createPurchaseAgentLink(
  ctx: ServiceContext,
  input: { uuid: string },
): Promise<{ url: string | null; expiresAt: Date | null; errors: FieldError[] }> {
  return ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, PURCHASE, trx, input.uuid, true);
    if (access.party !== 'APPLICANT') return { url: null, expiresAt: null, errors: [ONLY_THE_APPLICANT] };
    if (valuesOf(access.application).hasAgent !== true)
      return { url: null, expiresAt: null, errors: [{ code: 'INCOMPLETE', field: 'hasAgent', message: 'Name your agent in the application first.' }] };
    const { token, sha256 } = newLinkToken();
    const expiresAt = new Date(ctx.now().getTime() + ctx.config.PURCHASE_AGENT_LINK_DAYS * DAY_MS);
    await access.application.$query(trx).patch({ agentLinkSha256: sha256, agentLinkExpiresAt: expiresAt, updatedAt: ctx.now() });
    ctx.logger.info('purchase agent link made', { applicationUuid: access.application.uuid });
    return { url: `${ctx.origin}/purchase/agent/${token}`, expiresAt, errors: [] };
  });
}

/** What the agent's link shows: the stage, the names, the area, the pre-approval and its letters. Null for a wrong or expired link. */
export async function purchaseAgentStatus(ctx: ServiceContext, token: string) {
  const application = await applicationOfAgentLink(ctx, token);
  if (!application?.agentLinkExpiresAt) return null;
  const buyer = await User.query(ctx.db).findById(application.userUuid);
  const values = valuesOf(application);
  return {
    stage: application.stage,
    buyerFirstName: buyer?.firstName ?? null,
    agentName: values.agentName,
    propertyAddress: values.propertyAddress,
    preApprovalAmount: centsToDollarsOrNull(application.preApprovalAmountCents),
    preApprovalExpiresAt: application.preApprovalExpiresAt,
    linkExpiresAt: application.agentLinkExpiresAt,
    letters: await agentLetters(ctx, application, token),
  };
}
