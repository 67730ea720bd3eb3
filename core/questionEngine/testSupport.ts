import { createApplicationReducer, type ApplicationReducerConfig } from './applicationReducer.js';
import { initialApplicationState } from './applicationState.js';
import { indexQuestions } from './questionIndex.js';
import { buildQuestionMap } from './questionMap.js';
import type { Answers, ApplicationDefinition, Question, Section, Subsection } from './types.js';

// Small builders shared by the tests: a question is answered when its id has a value.

export type TestUser = { state: string };
export type TestQuestion = Question<Answers, TestUser>;

export function question(id: string, extra: Partial<TestQuestion> = {}): TestQuestion {
  return { id, isComplete: (answers) => answers[id] !== undefined, ...extra };
}

export function endScreen(id: string, extra: Partial<TestQuestion> = {}): TestQuestion {
  // The check never passes, so only the end-screen flag can settle it.
  return question(id, { isEndScreen: true, doesNotCount: true, isComplete: () => false, ...extra });
}

export function subsection(id: string, questions: TestQuestion[], extra: Partial<Subsection<Answers, TestUser>> = {}): Subsection<Answers, TestUser> {
  return { id, questions, ...extra };
}

export function section(id: string, subsections: Subsection<Answers, TestUser>[]): Section<Answers, TestUser> {
  return { id, subsections };
}

export function definition(...sections: Section<Answers, TestUser>[]): ApplicationDefinition<Answers, TestUser> {
  return { sections };
}

export const user: TestUser = { state: 'CA' };

// Checking a product's real definition against the rules, as its flow binds it.

/** The product's reducer, loaded with one application and standing at one of its questions. */
export function flowAt<A, U, App>(config: ApplicationReducerConfig<A, U, App>, application: App, questionId: string) {
  const reducer = createApplicationReducer(config);
  const loaded = reducer(initialApplicationState<App>(), { type: 'setActiveApplication', application });
  return { reducer, state: reducer(loaded, { type: 'goTo', questionId }) };
}

/**
 * Rule 6's detour in a real definition: an included question followed by an end screen whose
 * section these answers leave incomplete, and where Next must send the user instead (the
 * section's first question). Null when every such section is complete.
 */
export function endScreenDetour<A, U>(config: { definition: ApplicationDefinition<A, U>; user: U }, answers: A) {
  const map = buildQuestionMap(config.definition, answers, config.user);
  const index = indexQuestions(config.definition);
  const sectionOf = (id: string) => index.get(id)?.sectionId;
  for (const [position, id] of map.questions.entries()) {
    const before = map.questions[position - 1];
    const sectionId = sectionOf(id);
    if (!map.endScreenIds.includes(id) || before === undefined || sectionId === undefined || map.sectionComplete[sectionId] === true) continue;
    if (map.endScreenIds.includes(before) || sectionOf(before) !== sectionId) continue;
    const sectionStart = map.questions.find((q) => sectionOf(q) === sectionId)!;
    return { from: before, endScreen: id, sectionStart };
  }
  return null;
}
