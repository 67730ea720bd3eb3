import { mailPasswordReset, SEND_PASSWORD_RESET_MAIL_JOB } from '../services/account/passwordReset.js';
import { defineJob } from './JobDefinition.js';

/**
 * Forgot-password mail, off the request path: the request queues this for any well-formed
 * address within the limits, and only here is the account looked up (docs/security.md).
 */
export const sendPasswordResetMail = defineJob<{ email: string }>({
  name: SEND_PASSWORD_RESET_MAIL_JOB,
  retryLimit: 3,
  retryDelaySeconds: 10,
  // A reset link is wanted now; one that would arrive after its hour is useless.
  expireInSeconds: 5 * 60,
  async handle({ email }, context) {
    await mailPasswordReset({ ...context, origin: context.config.publicOrigin }, email);
  },
});
