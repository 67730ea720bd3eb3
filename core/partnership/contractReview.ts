// The contract review of an option agreement, for every deal that has one (the partnership's
// restructure and the partner purchase): the agreement is read page by page as its PDF prints
// it, the last page marks it read, and only a read agreement can be accepted.

export interface ContractReviewState {
  /** Pages of the generated agreement; null until it is written. */
  contractPageCount: number | null;
  optionAgreementViewedAt: Date | string | null;
}

export const CONTRACT_REVIEW_MESSAGES = {
  notViewed: 'Read the option agreement to its last page before you accept it.',
  notReady: 'Your option agreement is still being prepared. Try again in a moment.',
  pageOutOfRange: (pages: number) => `The option agreement has pages 1 to ${pages}.`,
} as const;

export type ContractReviewRefusal =
  | { code: 'CONTRACT_NOT_READY'; field: null; message: string }
  | { code: 'INVALID'; field: 'page'; message: string }
  | { code: 'CONTRACT_NOT_VIEWED'; field: null; message: string };

/** Whether a page may be reported as on screen, and whether reporting it marks the agreement read. */
export function contractPageView(state: ContractReviewState, page: number): { refusal: ContractReviewRefusal } | { marksRead: boolean } {
  const pages = state.contractPageCount;
  if (pages === null) return { refusal: { code: 'CONTRACT_NOT_READY', field: null, message: CONTRACT_REVIEW_MESSAGES.notReady } };
  if (!Number.isInteger(page) || page < 1 || page > pages) {
    return { refusal: { code: 'INVALID', field: 'page', message: CONTRACT_REVIEW_MESSAGES.pageOutOfRange(pages) } };
  }
  return { marksRead: page === pages && !state.optionAgreementViewedAt };
}

/** Why the agreement cannot be accepted yet: not written, or not read to its last page; null when it can. */
export function contractAcceptanceRefusal(state: ContractReviewState): ContractReviewRefusal | null {
  if (state.contractPageCount === null) return { code: 'CONTRACT_NOT_READY', field: null, message: CONTRACT_REVIEW_MESSAGES.notReady };
  if (!state.optionAgreementViewedAt) return { code: 'CONTRACT_NOT_VIEWED', field: null, message: CONTRACT_REVIEW_MESSAGES.notViewed };
  return null;
}
