import { ONLY_THE_APPLICANT, type ApplicationParty } from './parties.js';
import type { Actor, StageRefusalCode, TransitionResult } from './stageMachine.js';

export interface StepRefusal {
  code: StageRefusalCode;
  field: null;
  message: string;
}

/**
 * Why a party cannot take an applicant's step now, or null when they can: only the applicant
 * takes steps (a co-applicant answers and reads), and only those the stage machine allows from
 * the stage the application is at.
 */
export function stepRefusal<Stage extends string, Event extends string>(
  transition: (stage: Stage, event: Event, actor: Actor) => TransitionResult<Stage>,
  application: { stage: Stage },
  event: Event,
  party: ApplicationParty,
): StepRefusal | null {
  if (party !== 'APPLICANT') return ONLY_THE_APPLICANT;
  const next = transition(application.stage, event, 'APPLICANT');
  return next.ok ? null : { code: next.code, field: null, message: next.message };
}
