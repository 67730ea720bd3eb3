// Public surface of the question engine; api/ and web/ import from here only.
export type { Answers, ApplicationDefinition, Question, Section, Subsection, ValidateAnswer } from './types.js';
export { countsTowardTotals, isQuestionAnswered, isQuestionIncluded } from './questionStatus.js';
export { isQuestionSettled, isSectionComplete, isSubsectionComplete } from './completion.js';
export { isSubsectionLocked, isSubsectionShown } from './subsectionAccess.js';
export { percentOf } from './percent.js';
export { buildSectionProgress } from './sectionProgress.js';
export { buildQuestionMap, emptyQuestionMap } from './questionMap.js';
export type { QuestionMap } from './questionMap.js';
export { findInitialQuestionId } from './initialQuestion.js';
export { indexQuestions } from './questionIndex.js';
export type { QuestionLocation } from './questionIndex.js';
export { nextQuestionId, previousQuestionId } from './navigation.js';
export { validateAnswer } from './validateAnswer.js';
export { initialApplicationState } from './applicationState.js';
export type { ApplicationState } from './applicationState.js';
export type { ApplicationAction } from './applicationActions.js';
export { createApplicationReducer } from './applicationReducer.js';
export type { ApplicationReducer, ApplicationReducerConfig } from './applicationReducer.js';
