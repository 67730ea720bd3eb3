import { PurchaseApplication } from '../models/PurchaseApplication.js';
import { sendPurchaseStageMail } from '../services/purchaseApplication/mail.js';
import { changePurchaseStage } from '../services/purchaseApplication/stageChange.js';
import { defineJob } from './JobDefinition.js';

/** Stages an application can expire at: until the buyer has an accepted offer in appraisal. */
export const PURCHASE_EXPIRING_STAGES = ['APPLICATION', 'DOCUMENT_UPLOAD', 'ADDITIONAL_DOCUMENT_UPLOAD', 'CONTRACT_REVIEW', 'MY_OFFERS'] as const;

/** Every hour: applications past their expirationDate (the application's, then the pre-approval's) become EXPIRED. */
export const expirePurchaseApplications = defineJob<Record<string, never>>({
  name: 'expire-purchase-applications',
  cron: '15 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async handle(_data, context) {
    const due = await PurchaseApplication.query(context.db)
      .whereIn('stage', PURCHASE_EXPIRING_STAGES)
      .where('expirationDate', '<=', context.now())
      .select('uuid');
    for (const { uuid } of due) {
      const result = await context.db.transaction(async (trx) => {
        const application = await PurchaseApplication.query(trx).findById(uuid).forUpdate();
        if (!application || !PURCHASE_EXPIRING_STAGES.includes(application.stage as never) || application.expirationDate > context.now()) return null;
        return changePurchaseStage(
          trx,
          application,
          'EXPIRE',
          { actor: 'SYSTEM', name: 'expire-purchase-applications' },
          { reason: 'Past its expiration date', now: context.now() },
        );
      });
      if (result?.ok) await sendPurchaseStageMail(context, result.application);
    }
    context.logger.info('purchase applications expired', { count: due.length });
  },
});
