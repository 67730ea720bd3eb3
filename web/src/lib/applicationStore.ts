import { useMemo, useReducer } from 'react';
import { calendarDate, localTimeZone } from '#core/calendarDate';
import { createApplicationReducer, initialApplicationState, type ApplicationDefinition, type ApplicationState } from '#core/questionEngine/index';
import { refinanceApplicationDefinition, type RefinanceAnswers, type RefinanceContext } from '#core/refinanceApplication/index';
import type { RefinanceApplicationDetailsFragment } from '#generated/web';

/** An application as the web app holds it: the API's fields with the answers parsed. */
export type ClientRefinanceApplication = Omit<RefinanceApplicationDetailsFragment, 'answers'> & { answers: RefinanceAnswers };

/** The answers arrive as a JSON object; anything else is treated as no answers at all. */
export function parseAnswers(value: unknown): RefinanceAnswers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RefinanceAnswers) : {};
}

export function toClientApplication(application: RefinanceApplicationDetailsFragment): ClientRefinanceApplication {
  return { ...application, answers: parseAnswers(application.answers) };
}

/** Rules are judged on the applicant's own calendar date; identifiers arrive masked from the API. */
export function browserContext(now = new Date()): RefinanceContext {
  return { today: calendarDate(now, localTimeZone()), identifiersMasked: true };
}

/** Anything the engine can run: the refinance application, or the prequal questions before it. */
export interface AnswersHolder {
  answers: RefinanceAnswers;
}

/**
 * The spec's application state for one application, driven by the shared question engine:
 * the same reducer the server's progress comes from, bound to this definition and context.
 */
export function useApplicationStore<App extends AnswersHolder>(
  definition: ApplicationDefinition<RefinanceAnswers, RefinanceContext>,
  initial: App,
  /** Where to start instead of the engine's initial question (e.g. the one in the URL), if the application has it. */
  startAt: string | null = null,
) {
  const context = useMemo(() => browserContext(), []);
  const reducer = useMemo(
    () =>
      createApplicationReducer<RefinanceAnswers, RefinanceContext, App>({
        definition,
        user: context,
        getAnswers: (application) => application.answers,
        withAnswers: (application, changes) => ({ ...application, answers: { ...application.answers, ...changes } }),
      }),
    [definition, context],
  );
  const [state, dispatch] = useReducer(reducer, undefined, (): ApplicationState<App> => {
    const loaded = reducer(initialApplicationState<App>(), { type: 'setActiveApplication', application: initial });
    return startAt ? reducer(loaded, { type: 'goTo', questionId: startAt }) : loaded;
  });
  return { state, dispatch, context };
}

export function useRefinanceApplicationStore(initial: ClientRefinanceApplication, startAt: string | null = null) {
  return useApplicationStore(refinanceApplicationDefinition, initial, startAt);
}
