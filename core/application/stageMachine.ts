/**
 * A small table-driven stage machine: each event names the stages it may leave, where it
 * leads and who may send it. Anything else is refused with a code the server can return.
 */

export type Actor = 'APPLICANT' | 'REVIEWER' | 'SYSTEM';

export interface EventRule<Stage extends string> {
  from: readonly Stage[];
  to: Stage;
  actors: readonly Actor[];
}

export type StageRefusalCode = 'STAGE_CLOSED' | 'STAGE_TRANSITION_NOT_ALLOWED' | 'ACTOR_NOT_ALLOWED';

export type TransitionResult<Stage extends string> = { ok: true; stage: Stage } | { ok: false; code: StageRefusalCode; message: string };

export function makeTransition<Stage extends string, Event extends string>(
  rules: Readonly<Record<Event, EventRule<Stage>>>,
  terminal: readonly Stage[],
  describe: (stage: Stage) => string,
): (stage: Stage, event: Event, actor: Actor) => TransitionResult<Stage> {
  return (stage, event, actor) => {
    if (terminal.includes(stage)) {
      return { ok: false, code: 'STAGE_CLOSED', message: `This application is ${describe(stage)} and can no longer change.` };
    }
    const rule = rules[event];
    if (!rule.from.includes(stage)) {
      return { ok: false, code: 'STAGE_TRANSITION_NOT_ALLOWED', message: `${event} cannot happen while the application is at ${describe(stage)}.` };
    }
    if (!rule.actors.includes(actor)) {
      return { ok: false, code: 'ACTOR_NOT_ALLOWED', message: `${event} is not a step the ${actor.toLowerCase()} can take.` };
    }
    return { ok: true, stage: rule.to };
  };
}
