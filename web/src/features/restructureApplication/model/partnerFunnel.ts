import { PARTNER_PREQUAL_KEY, type PrequalFunnel } from '#web/features/application/index';
import { findPartnerPrequalQuestion, partnerPrequalDefinition, toPartnerPrequalInput } from '#core/restructureApplication/prequalQuestions';

/** The partnership's prequal on the shared prequal flow; /application/partner starts the application from it. */
export const partnerFunnel: PrequalFunnel = {
  definition: partnerPrequalDefinition,
  findQuestion: findPartnerPrequalQuestion,
  storageKey: PARTNER_PREQUAL_KEY,
  toPrequalInput: toPartnerPrequalInput,
  startPath: '/application/partner',
  progressLabel: 'Your home, loans and cash',
};
