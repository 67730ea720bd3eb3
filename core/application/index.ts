// The question vocabulary every product's questions are written in: the answer document, field
// kinds, questions and sections, and the validation the server and the web app share. A product's
// own catalogue (core/refinanceApplication, ...) is written with it; the question engine
// (core/questionEngine) walks it. The stage rules in this folder are imported by their own modules.
export * from './answers.js';
export * from './fields.js';
export * from './questions.js';
export * from './validateField.js';
export * from './validateAnswer.js';
export { incompleteReason } from './incompleteReason.js';
