import { RestructureApplication } from '../models/RestructureApplication.js';
import { sendStageMail } from '../services/restructureApplication/mail.js';
import { changeStage } from '../services/restructureApplication/stageChange.js';
import { defineJob } from './JobDefinition.js';

/** Stages an application can expire at: until the option agreement is accepted. */
export const EXPIRING_STAGES = ['APPROVAL', 'DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO', 'CONTRACT_REVIEW'] as const;

/** Every hour: applications past their expirationDate and not yet signed become EXPIRED. */
export const expireRestructureApplications = defineJob<Record<string, never>>({
  name: 'expire-restructure-applications',
  cron: '5 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async handle(_data, context) {
    const due = await RestructureApplication.query(context.db).whereIn('stage', EXPIRING_STAGES).where('expirationDate', '<=', context.now()).select('uuid');
    for (const { uuid } of due) {
      const result = await context.db.transaction(async (trx) => {
        const application = await RestructureApplication.query(trx).findById(uuid).forUpdate();
        if (!application || !EXPIRING_STAGES.includes(application.stage as never) || application.expirationDate > context.now()) return null;
        return changeStage(
          trx,
          application,
          'EXPIRE',
          { actor: 'SYSTEM', name: 'expire-restructure-applications' },
          { reason: 'Not signed by its expiration date', now: context.now() },
        );
      });
      if (result?.ok) await sendStageMail(context, result.application);
    }
    context.logger.info('restructure applications expired', { count: due.length });
  },
});
