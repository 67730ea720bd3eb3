import { textOf, type ApplicationAnswers } from '#core/application/answers';

/**
 * The borrower and the co-borrower answer a parallel set of questions. Their answer keys
 * share a name behind a party prefix: borrowerFirstName and coBorrowerFirstName.
 */
export type Party = 'borrower' | 'coBorrower';

export const PARTIES: readonly Party[] = ['borrower', 'coBorrower'];

export function partyKey(party: Party, name: string): string {
  return `${party}${name}`;
}

export function isJointApplication(answers: ApplicationAnswers): boolean {
  const mode = textOf(answers, 'applicantMode');
  return mode === 'JOINTLY_WITH_SPOUSE' || mode === 'JOINTLY_WITH_OTHER';
}

export function isSpouseApplication(answers: ApplicationAnswers): boolean {
  return textOf(answers, 'applicantMode') === 'JOINTLY_WITH_SPOUSE';
}

/** The co-borrower's questions exist only on a joint application. */
export function isPartyIncluded(party: Party, answers: ApplicationAnswers): boolean {
  return party === 'borrower' || isJointApplication(answers);
}

/** How the questions address each party, so one template reads well for both. */
export interface PartyWords {
  /** "you" / "your co-borrower" */
  subject: string;
  /** "You" / "Your co-borrower" */
  Subject: string;
  /** "your" / "your co-borrower’s" */
  possessive: string;
  /** "Your" / "Your co-borrower’s" */
  Possessive: string;
  /** "are" / "is" */
  be: string;
  /** "have" / "has" */
  have: string;
  /** "do" / "does" */
  do: string;
  /** "Do" / "Does" */
  Do: string;
  /** "Are" / "Is" */
  Be: string;
  /** "Have" / "Has" */
  Have: string;
}

export function wordsFor(party: Party): PartyWords {
  return party === 'borrower'
    ? { subject: 'you', Subject: 'You', possessive: 'your', Possessive: 'Your', be: 'are', have: 'have', do: 'do', Do: 'Do', Be: 'Are', Have: 'Have' }
    : {
        subject: 'your co-borrower',
        Subject: 'Your co-borrower',
        possessive: 'your co-borrower’s',
        Possessive: 'Your co-borrower’s',
        be: 'is',
        have: 'has',
        do: 'does',
        Do: 'Does',
        Be: 'Is',
        Have: 'Has',
      };
}
