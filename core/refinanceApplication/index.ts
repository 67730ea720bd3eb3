// Public surface of the refinance application catalogue; api/ and web/ import from here only.
// The question vocabulary it is written in (answers, fields, questions, validation) is core/application's.
export * from './options.js';
export * from './party.js';
export { allQuestions, findQuestion, refinanceApplicationDefinition, REVIEW_QUESTION_ID, sectionOfQuestion } from './definition.js';
export { incompleteQuestions, refinanceQuestionMap, summarizeSections } from './progress.js';
export type { IncompleteQuestion, SectionStatus, SectionSummary } from './progress.js';
export { redactAnswers, restoreMaskedIdentifiers, TAXPAYER_IDENTIFIER_KEYS } from './identifiers.js';
export { pruneToIncluded } from './prune.js';
export { deriveKeyFields } from './keyFields.js';
export type { RefinanceKeyFields } from './keyFields.js';
export { addressFromLocation, prefillAnswers } from './prefill.js';
export type { PrequalFacts, ProfileFacts } from './prefill.js';
export { prequalDefinition, toPrequalInput } from './prequalQuestions.js';
export { DECLARATIONS } from './sections/declarations.js';
export { DECLARATION_LOOK_BACK_YEARS, HISTORY_YEARS } from './sections/copy.js';
export { ACKNOWLEDGEMENTS_TEXT } from './sections/acknowledgements.js';
export { legalNameOf } from './sections/person.js';
export { needsPreviousEmployment } from './sections/employment.js';
