import { isSectionComplete } from './completion.js';
import { percentOf } from './percent.js';
import { countsTowardTotals, isQuestionAnswered, isQuestionIncluded } from './questionStatus.js';
import type { Answers, ApplicationDefinition } from './types.js';

/** The spec's question map, exactly: what the UI needs to render progress and navigate. */
export interface QuestionMap {
  /** Ids of included questions, in definition order (end screens and non-counting ones too). */
  questions: string[];
  /** Ids of included end screens, in order. */
  endScreenIds: string[];
  sectionComplete: Record<string, boolean>;
  /** Ids of included questions whose check passes, including ones that do not count. */
  answeredQuestions: string[];
  /** Answered questions that count (rule 1), so it can be less than answeredQuestions.length. */
  totalAnsweredQuestions: number;
  /** Included questions that count (rule 1). */
  totalQuestions: number;
  percentAnswered: number;
}

/** What the state holds before any application is loaded. */
export function emptyQuestionMap(): QuestionMap {
  return {
    questions: [],
    endScreenIds: [],
    sectionComplete: {},
    answeredQuestions: [],
    totalAnsweredQuestions: 0,
    totalQuestions: 0,
    percentAnswered: 0,
  };
}

/** Rules 1–4 over the whole definition for one set of answers and one user. */
export function buildQuestionMap<A = Answers, U = unknown>(definition: ApplicationDefinition<A, U>, answers: A, user: U): QuestionMap {
  const map = emptyQuestionMap();
  for (const section of definition.sections) {
    map.sectionComplete[section.id] = isSectionComplete(section, answers, user);
    for (const sub of section.subsections) {
      for (const q of sub.questions) {
        if (!isQuestionIncluded(q, answers, user)) continue;
        map.questions.push(q.id);
        if (q.isEndScreen === true) map.endScreenIds.push(q.id);
        const answered = isQuestionAnswered(q, answers, user);
        if (answered) map.answeredQuestions.push(q.id);
        if (countsTowardTotals(q, answers, user)) {
          map.totalQuestions += 1;
          if (answered) map.totalAnsweredQuestions += 1;
        }
      }
    }
  }
  map.percentAnswered = percentOf(map.totalAnsweredQuestions, map.totalQuestions);
  return map;
}
