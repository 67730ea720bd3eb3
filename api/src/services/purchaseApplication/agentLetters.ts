import { Document } from '../../models/Document.js';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';
import type { ServiceContext } from '../context.js';
import { applicationOfAgentLink } from './agentLink.js';

// The agent's link downloads the pre-approval letters (the general one and those tailored to
// offers) and nothing else, through the link's own token: the agent has no account.

const lettersOf = (ctx: ServiceContext, application: Pick<PurchaseApplication, 'uuid'>) =>
  Document.query(ctx.db)
    .where({ applicationType: 'PURCHASE', applicationUuid: application.uuid, type: 'PRE_APPROVAL_LETTER', isSystemUpload: true })
    .orderBy('createdAt')
    .orderBy('uuid');

/** Where the agent downloads a letter: the token in the path is the only credential. */
export const agentLetterUrl = (token: string, document: Pick<Document, 'uuid'>) => `/api/v1/purchase/agent/${token}/letters/${document.uuid}`;

/** The letters the agent's status page lists: the general letter first, then the offers'. */
export async function agentLetters(ctx: ServiceContext, application: Pick<PurchaseApplication, 'uuid'>, token: string) {
  return (await lettersOf(ctx, application)).map((document) => ({ name: document.name, url: agentLetterUrl(token, document) }));
}

/** One letter for a working agent link, or null: a wrong link and any other document look alike. */
export async function agentLetterDownload(ctx: ServiceContext, token: string, documentUuid: string): Promise<Document | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(documentUuid)) return null;
  const application = await applicationOfAgentLink(ctx, token);
  if (!application) return null;
  return (await lettersOf(ctx, application).findOne({ uuid: documentUuid })) ?? null;
}
