import type { ApplicationAnswers, QuestionCatalogue, ApplicationQuestion } from '#core/application/index';
import type { PrequalInput } from '#generated/web';

/**
 * A product's prequal questions on the shared prequal flow: its questions, where its answers
 * are kept until the prequal exists, its createPrequal input, and the page that starts its
 * application from the prequal (`${startPath}?prequalUuid=…`).
 */
export interface PrequalFunnel {
  definition: QuestionCatalogue;
  findQuestion: (id: string) => ApplicationQuestion | null;
  storageKey: string;
  toPrequalInput: (answers: ApplicationAnswers) => PrequalInput;
  startPath: string;
  progressLabel: string;
}
