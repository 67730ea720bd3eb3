import type { RefinanceAnswers, RefinanceApplicationDefinition, RefinanceQuestion } from '#core/refinanceApplication/index';
import type { PrequalInput } from '#generated/web';

/**
 * A product's prequal questions on the shared prequal flow: its questions, where its answers
 * are kept until the prequal exists, its createPrequal input, and the page that starts its
 * application from the prequal (`${startPath}?prequalUuid=…`).
 */
export interface PrequalFunnel {
  definition: RefinanceApplicationDefinition;
  findQuestion: (id: string) => RefinanceQuestion | null;
  storageKey: string;
  toPrequalInput: (answers: RefinanceAnswers) => PrequalInput;
  startPath: string;
  progressLabel: string;
}
