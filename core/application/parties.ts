/** Who answers a question and who takes a step: the applicant, or the co-applicant with their own login. */
export const APPLICATION_PARTIES = ['APPLICANT', 'CO_APPLICANT'] as const;
export type ApplicationParty = (typeof APPLICATION_PARTIES)[number];

/** A co-applicant answers and reads; the steps are the applicant's. */
export const ONLY_THE_APPLICANT = { code: 'ACTOR_NOT_ALLOWED', field: null, message: 'Only the applicant can take this step.' } as const;
