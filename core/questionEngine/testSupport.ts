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
