import { PURCHASE_TERMINAL_STAGES } from '#core/purchaseApplication/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import type { ServiceContext } from '../context.js';
import { activeApplicationsFrom } from '../refinanceApplication/applicant.js';
import { activeRestructureApplicationsOf } from '../restructureApplication/index.js';

/** The user's purchase applications that have not ended (closed, denied or expired). */
async function activePurchaseApplicationsOf(ctx: ServiceContext, userUuid: string) {
  const applications = await PurchaseApplication.query(ctx.db)
    .where({ userUuid })
    .whereNotIn('stage', [...PURCHASE_TERMINAL_STAGES])
    .orderBy('createdAt', 'desc');
  return applications.map((application) => ({ uuid: application.uuid, type: 'PURCHASE' as const, prequalUuid: application.prequalUuid }));
}

/** User.activeApplications (spec section 3): uuid, type and prequalUuid of each product's applications under way. */
export async function activeApplicationsOf(ctx: ServiceContext, userUuid: string) {
  const [refinance, restructure, purchase] = await Promise.all([
    ctx.loaders.refinanceApplicationsByUser.load(userUuid),
    activeRestructureApplicationsOf(ctx, userUuid),
    activePurchaseApplicationsOf(ctx, userUuid),
  ]);
  return [...activeApplicationsFrom(refinance), ...restructure, ...purchase];
}
