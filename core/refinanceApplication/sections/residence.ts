import { booleanOf, numberOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import { HOUSING_STATUS_OPTIONS } from '../options.js';
import { isPartyIncluded, partyKey, wordsFor, type Party } from '../party.js';
import { endScreen, fieldsQuestion, type ApplicationQuestion, type ApplicationSection } from '#core/application/questions';
import { HISTORY_YEARS, SAVED_NOTE } from './copy.js';

/** The co-borrower's address questions are asked only when they live elsewhere. */
function asksResidence(party: Party, answers: ApplicationAnswers): boolean {
  if (party === 'borrower') return true;
  return isPartyIncluded('coBorrower', answers) && booleanOf(answers, 'coBorrowerLivesWithBorrower') === false;
}

/** Months at the current address, once both parts are answered. */
export function monthsAtCurrentAddress(party: Party, answers: ApplicationAnswers): number | null {
  const years = numberOf(answers, partyKey(party, 'YearsAtAddress'));
  const months = numberOf(answers, partyKey(party, 'MonthsAtAddress'));
  return years === null || months === null ? null : years * 12 + months;
}

/** Section 1b of the 1003 for one party: current address, housing, time there, former address, mailing address. */
function residenceQuestions(party: Party): ApplicationQuestion[] {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  const isIncluded = (answers: ApplicationAnswers) => asksResidence(party, answers);
  const rentShown =
    (statusKey: string) =>
    ({ values }: { values: Readonly<Record<string, unknown>> }) =>
      textOf(values, statusKey) === 'RENT';
  return [
    fieldsQuestion({
      id: k('CurrentAddress'),
      title: `Where ${w.do} ${w.subject} live now?`,
      isIncluded,
      fields: [{ key: k('CurrentAddress'), kind: 'address', label: 'Current address', autoComplete: party === 'borrower' ? 'street-address' : 'off' }],
    }),
    fieldsQuestion({
      id: k('Housing'),
      title: `${w.Do} ${w.subject} own or rent this home?`,
      isIncluded,
      fields: [
        { key: k('HousingStatus'), kind: 'singleChoice', label: 'Housing', options: HOUSING_STATUS_OPTIONS, labelIsTitle: true },
        { key: k('MonthlyRent'), kind: 'money', min: 1, label: 'Monthly rent', isShown: rentShown(k('HousingStatus')) },
      ],
    }),
    fieldsQuestion({
      id: k('TimeAtAddress'),
      title: `How long ${w.have} ${w.subject} lived there?`,
      isIncluded,
      fields: [
        { key: k('YearsAtAddress'), kind: 'integer', min: 0, max: 99, label: 'Years' },
        { key: k('MonthsAtAddress'), kind: 'integer', min: 0, max: 11, label: 'Months' },
      ],
    }),
    fieldsQuestion({
      id: k('FormerAddress'),
      title: `Where did ${w.subject} live before?`,
      description: `Lenders ask for ${HISTORY_YEARS} years of address history.`,
      isIncluded: (answers) => {
        const months = monthsAtCurrentAddress(party, answers);
        return isIncluded(answers) && months !== null && months < HISTORY_YEARS * 12;
      },
      fields: [
        { key: k('FormerAddress'), kind: 'address', label: 'Former address' },
        { key: k('FormerHousingStatus'), kind: 'singleChoice', label: 'Housing there', options: HOUSING_STATUS_OPTIONS },
        { key: k('FormerMonthlyRent'), kind: 'money', min: 1, label: 'Monthly rent there', isShown: rentShown(k('FormerHousingStatus')) },
        { key: k('FormerYearsAtAddress'), kind: 'integer', min: 0, max: 99, label: 'Years there' },
        { key: k('FormerMonthsAtAddress'), kind: 'integer', min: 0, max: 11, label: 'Months there' },
      ],
    }),
    fieldsQuestion({
      id: k('MailingAddress'),
      title: `Should mail for ${w.subject} go somewhere else?`,
      isIncluded,
      fields: [
        { key: k('HasSeparateMailingAddress'), kind: 'yesNo', label: 'Use a different mailing address', labelIsTitle: true },
        {
          key: k('MailingAddress'),
          kind: 'address',
          label: 'Mailing address',
          isShown: ({ values }) => booleanOf(values, k('HasSeparateMailingAddress')) === true,
        },
      ],
    }),
  ];
}

export const residenceSection: ApplicationSection = {
  id: 'residence',
  title: 'Where you live',
  subsections: [
    { id: 'borrowerResidence', title: 'Your address', questions: residenceQuestions('borrower') },
    {
      id: 'coBorrowerResidence',
      title: 'Co-borrower’s address',
      isShown: (answers) => isPartyIncluded('coBorrower', answers),
      questions: [
        fieldsQuestion({
          id: 'coBorrowerLivesWithBorrower',
          title: 'Does your co-borrower live with you?',
          isIncluded: (answers) => isPartyIncluded('coBorrower', answers),
          fields: [{ key: 'coBorrowerLivesWithBorrower', kind: 'yesNo', label: 'Lives with me' }],
        }),
        ...residenceQuestions('coBorrower'),
      ],
    },
    { id: 'residenceEnd', title: 'Done', questions: [endScreen({ id: 'residenceDone', title: 'Your address history is saved', description: SAVED_NOTE })] },
  ],
};
