import { sendPropertyInvitations as send } from '../services/properties/invitations.js';
import { SEND_PROPERTY_INVITATIONS_JOB } from '../services/properties/jobNames.js';
import { defineJob } from './JobDefinition.js';

/** Mails the people named on a closed deal their invitation to the partner dashboard. */
export const sendPropertyInvitations = defineJob<{ propertyUuid: string }>({
  name: SEND_PROPERTY_INVITATIONS_JOB,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async handle({ propertyUuid }, context) {
    const count = await send(context, propertyUuid);
    context.logger.info('property invitations sent', { propertyUuid, count });
  },
});
