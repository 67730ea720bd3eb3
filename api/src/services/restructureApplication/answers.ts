// The answer rules live in core/restructureApplication, shared with the mocks.
export { applyAnswers, missingAnswers, sectionOfField, sectionsOf } from '#core/restructureApplication/index';
