import type { RestructureStage } from '#generated/web';
import styles from './StageScreens.module.css';

/** The steps an application goes through, each with the stages it covers. */
export const RESTRUCTURE_STEPS: ReadonlyArray<{ label: string; stages: readonly RestructureStage[] }> = [
  { label: 'Application', stages: ['APPROVAL'] },
  { label: 'Documents', stages: ['DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO'] },
  { label: 'Contract review', stages: ['CONTRACT_REVIEW'] },
  { label: 'Payment account', stages: ['FINALIZE_RESTRUCTURE'] },
  { label: 'Account verification', stages: ['ACCOUNT_VERIFICATION'] },
  { label: 'Inspection', stages: ['INSPECTION'] },
];

export type StepState = 'active' | 'current' | 'inactive';

/**
 * Each step's state (spec: active, current or inactive): steps behind the application are
 * active, its own step is current, and those ahead are inactive. A completed application has
 * every step active; a closed one (denied, expired) keeps the step it stopped at as current.
 */
export function stepStates(stage: RestructureStage, stoppedAt: RestructureStage | null = null): StepState[] {
  if (stage === 'COMPLETED') return RESTRUCTURE_STEPS.map(() => 'active');
  const at = stage === 'DENIED' || stage === 'EXPIRED' ? (stoppedAt ?? 'APPROVAL') : stage;
  const index = RESTRUCTURE_STEPS.findIndex((step) => step.stages.includes(at));
  return RESTRUCTURE_STEPS.map((_, i) => (i < index ? 'active' : i === index ? 'current' : 'inactive'));
}

export function StageProgress({ stage, stoppedAt = null }: { stage: RestructureStage; stoppedAt?: RestructureStage | null }) {
  const states = stepStates(stage, stoppedAt);
  return (
    <ol className={styles.steps} aria-label="Where your application stands">
      {RESTRUCTURE_STEPS.map((step, index) => {
        const state = states[index]!;
        return (
          <li key={step.label} className={[styles.step, styles[state]].join(' ')} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {step.label}
            <span className="visually-hidden">{state === 'active' ? ' (done)' : state === 'current' ? ' (now)' : ' (to come)'}</span>
          </li>
        );
      })}
    </ol>
  );
}
