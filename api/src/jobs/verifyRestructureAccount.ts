import { decide } from '../services/restructureApplication/review.js';
import { VERIFY_ACCOUNT_JOB } from '../services/restructureApplication/work.js';
import { defineJob } from './JobDefinition.js';

/**
 * Sandbox mode's account verification: the payment account chosen at FINALIZE_RESTRUCTURE is
 * taken as verified (as if its micro-deposits were confirmed), ACCOUNT_VERIFICATION → INSPECTION.
 * An application that has moved on meanwhile is left as it is.
 */
export const verifyRestructureAccount = defineJob<{ uuid: string }>({
  name: VERIFY_ACCOUNT_JOB,
  retryLimit: 5,
  retryDelaySeconds: 5,
  async handle({ uuid }, context) {
    const result = await decide(
      context,
      uuid,
      { kind: 'verify-account', method: 'MICRODEPOSIT' },
      { actor: 'SYSTEM', name: 'sandbox-account-verification' },
      'Sandbox: the account is verified at once',
    );
    if (!result.ok) context.logger.info('sandbox account verification skipped', { applicationUuid: uuid, code: result.code });
  },
});
