import { booleanOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import { isJointApplication } from './party.js';

/**
 * The key fields of spec section 3 that live in their own columns so they can be queried
 * and reported on without opening the answer document.
 */
export interface RefinanceKeyFields {
  applicantMode: string | null;
  noOfBorrowers: number;
  isLegalNameConfirmed: boolean;
  citizenship: string | null;
  maritalStatus: string | null;
  loanType: string | null;
  loanInterestType: string | null;
}

export function deriveKeyFields(answers: ApplicationAnswers): RefinanceKeyFields {
  return {
    applicantMode: textOf(answers, 'applicantMode'),
    noOfBorrowers: isJointApplication(answers) ? 2 : 1,
    isLegalNameConfirmed: booleanOf(answers, 'borrowerIsLegalNameConfirmed') === true,
    citizenship: textOf(answers, 'borrowerCitizenship'),
    maritalStatus: textOf(answers, 'borrowerMaritalStatus'),
    loanType: textOf(answers, 'loanType'),
    loanInterestType: textOf(answers, 'loanInterestType'),
  };
}
