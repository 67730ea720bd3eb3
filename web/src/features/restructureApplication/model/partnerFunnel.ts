import { PARTNER_PREQUAL_KEY } from '#web/pages/application/prequalAnswers';
import type { PrequalFunnel } from '#web/pages/application/prequalFunnel';
import { findPartnerPrequalQuestion, partnerPrequalDefinition, toPartnerPrequalInput } from './prequalQuestions';

/** The partnership's prequal on the shared prequal flow; /application/partner starts the application from it. */
export const partnerFunnel: PrequalFunnel = {
  definition: partnerPrequalDefinition,
  findQuestion: findPartnerPrequalQuestion,
  storageKey: PARTNER_PREQUAL_KEY,
  toPrequalInput: toPartnerPrequalInput,
  startPath: '/application/partner',
  progressLabel: 'Your home, loans and cash',
};
