import { useMemo, useReducer } from 'react';
import { calendarDate, localTimeZone } from '#core/calendarDate';
import {
  createApplicationReducer,
  initialApplicationState,
  type ApplicationDefinition,
  type ApplicationReducerConfig,
  type ApplicationState,
} from '#core/questionEngine/index';
import { refinanceApplicationDefinition } from '#core/refinanceApplication/index';
import type { ApplicationAnswers, AnswerContext } from '#core/application/index';
import type { RefinanceApplicationDetailsFragment } from '#generated/web';

/** An application as the web app holds it: the API's fields with the answers parsed. */
export type ClientRefinanceApplication = Omit<RefinanceApplicationDetailsFragment, 'answers'> & { answers: ApplicationAnswers };

/** The answers arrive as a JSON object; anything else is treated as no answers at all. */
export function parseAnswers(value: unknown): ApplicationAnswers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ApplicationAnswers) : {};
}

export function toClientApplication(application: RefinanceApplicationDetailsFragment): ClientRefinanceApplication {
  return { ...application, answers: parseAnswers(application.answers) };
}

/** Rules are judged on the applicant's own calendar date; identifiers arrive masked from the API. */
export function browserContext(now = new Date()): AnswerContext {
  return { today: calendarDate(now, localTimeZone()), identifiersMasked: true };
}

/** Anything the engine can run: the refinance application, or the prequal questions before it. */
export interface AnswersHolder {
  answers: ApplicationAnswers;
}

/** How the engine reads and writes one product's application (the reducer's config, without the user). */
export type QuestionEngineBinding<A, U, App> = Omit<ApplicationReducerConfig<A, U, App>, 'user'>;

/**
 * The spec's application state for one application, driven by the shared question engine:
 * the same reducer the server's progress comes from, bound to one product and its user.
 */
export function useQuestionEngineStore<A, U, App>(
  binding: QuestionEngineBinding<A, U, App>,
  user: U,
  initial: App,
  /** Where to start instead of the engine's initial question (e.g. the one in the URL), if the application has it. */
  startAt: string | null = null,
) {
  const { definition, getAnswers, withAnswers } = binding;
  const reducer = useMemo(
    () => createApplicationReducer<A, U, App>({ definition, user, getAnswers, withAnswers }),
    [definition, user, getAnswers, withAnswers],
  );
  const [state, dispatch] = useReducer(reducer, undefined, (): ApplicationState<App> => {
    const loaded = reducer(initialApplicationState<App>(), { type: 'setActiveApplication', application: initial });
    return startAt ? reducer(loaded, { type: 'goTo', questionId: startAt }) : loaded;
  });
  return { state, dispatch };
}

/** The engine's hold on an application whose answers are refinance-shaped (refinance, restructure, prequal). */
export function answersBinding<App extends AnswersHolder>(
  definition: ApplicationDefinition<ApplicationAnswers, AnswerContext>,
): QuestionEngineBinding<ApplicationAnswers, AnswerContext, App> {
  return {
    definition,
    getAnswers: (application) => application.answers,
    withAnswers: (application, changes) => ({ ...application, answers: { ...application.answers, ...changes } }),
  };
}

/** The store for an application on refinance-shaped answers, judged on the browser's date. */
export function useApplicationStore<App extends AnswersHolder>(
  definition: ApplicationDefinition<ApplicationAnswers, AnswerContext>,
  initial: App,
  startAt: string | null = null,
) {
  const context = useMemo(() => browserContext(), []);
  const binding = useMemo(() => answersBinding<App>(definition), [definition]);
  return { ...useQuestionEngineStore<ApplicationAnswers, AnswerContext, App>(binding, context, initial, startAt), context };
}

export function useRefinanceApplicationStore(initial: ClientRefinanceApplication, startAt: string | null = null) {
  return useApplicationStore(refinanceApplicationDefinition, initial, startAt);
}
