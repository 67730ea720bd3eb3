// Public surface of the refinance application catalogue; api/ and web/ import from here only.
export * from './answers.js';
export type { ChoiceOption, FieldDef, FieldKind, FieldScope } from './fields.js';
export { isFieldShown } from './fields.js';
export * from './options.js';
export * from './party.js';
export { US_STATES, isUsStateCode } from '../usStates.js';
export type {
  EndScreenQuestion,
  FieldsQuestion,
  GroupQuestion,
  RefinanceQuestion,
  RefinanceSection,
  RefinanceSubsection,
  ReviewQuestion,
} from './questions.js';
export { fieldsQuestion, isFieldsQuestionComplete, isGroupQuestionComplete, reviewScreen } from './questions.js';
export { fieldIssues, normalizeFieldValue, isRealDate, isTaxpayerIdentifier, isMaskedTaxpayerIdentifier, maskTaxpayerIdentifier } from './validateField.js';
export type { FieldIssue } from './validateField.js';
export { validateGroupItem, validateQuestionAnswer } from './validateAnswer.js';
export type { AnswerIssue, ValidatedAnswer } from './validateAnswer.js';
export { allQuestions, findQuestion, refinanceApplicationDefinition, REVIEW_QUESTION_ID, sectionOfQuestion } from './definition.js';
export type { RefinanceApplicationDefinition } from './definition.js';
export { incompleteQuestions, incompleteReason, refinanceQuestionMap, summarizeSections } from './progress.js';
export type { IncompleteQuestion, SectionStatus, SectionSummary } from './progress.js';
export { redactAnswers, restoreMaskedIdentifiers, TAXPAYER_IDENTIFIER_KEYS } from './identifiers.js';
export { pruneToIncluded } from './prune.js';
export { deriveKeyFields } from './keyFields.js';
export type { RefinanceKeyFields } from './keyFields.js';
export { addressFromLocation, prefillAnswers } from './prefill.js';
export type { PrequalFacts, ProfileFacts } from './prefill.js';
export { CREDIT_SCORE_OPTIONS, prequalDefinition, toPrequalInput } from './prequalQuestions.js';
export { DECLARATIONS } from './sections/declarations.js';
export { DECLARATION_LOOK_BACK_YEARS, HISTORY_YEARS } from './sections/copy.js';
export { ACKNOWLEDGEMENTS_TEXT } from './sections/acknowledgements.js';
export { legalNameOf } from './sections/person.js';
export { needsPreviousEmployment } from './sections/employment.js';
