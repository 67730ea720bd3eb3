import { numberOf, textOf } from '#core/application/answers';
import { APPLICANT_MODE_OPTIONS, CITIZENSHIP_OPTIONS, MARITAL_STATUS_OPTIONS } from '../options.js';
import { isPartyIncluded, isSpouseApplication, partyKey, wordsFor, type Party } from '../party.js';
import { SAVED_NOTE } from './copy.js';
import { endScreen, fieldsQuestion, type ApplicationQuestion, type ApplicationSection } from '#core/application/questions';

/** "4, 9, 12": one whole age per dependent. */
function dependentAgesProblem(value: unknown, count: number | null): string | null {
  const ages = String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!ages.every((age) => /^\d{1,2}$/.test(age))) return 'List ages as whole numbers separated by commas, for example 4, 9.';
  if (count !== null && ages.length !== count) return `List ${count} ${count === 1 ? 'age' : 'ages'}, one for each dependent.`;
  return null;
}

/** Section 1a of the 1003 for one party: name, birth date, identifier, contact, citizenship, family. */
export function personQuestions(party: Party): ApplicationQuestion[] {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  const isIncluded = party === 'borrower' ? undefined : (answers: Parameters<typeof isPartyIncluded>[1]) => isPartyIncluded(party, answers);
  return [
    fieldsQuestion({
      id: k('LegalName'),
      title: `What is ${w.possessive} full legal name?`,
      description: 'Use the name as it appears on government-issued ID, so the lender can match credit and title records.',
      isIncluded,
      fields: [
        { key: k('FirstName'), kind: 'text', label: 'First name', autoComplete: party === 'borrower' ? 'given-name' : 'off' },
        { key: k('MiddleName'), kind: 'text', label: 'Middle name', optional: true, autoComplete: party === 'borrower' ? 'additional-name' : 'off' },
        { key: k('LastName'), kind: 'text', label: 'Last name', autoComplete: party === 'borrower' ? 'family-name' : 'off' },
        {
          key: k('Suffix'),
          kind: 'text',
          label: 'Suffix',
          hint: 'For example Jr. or III',
          optional: true,
          maxLength: 10,
          autoComplete: party === 'borrower' ? 'honorific-suffix' : 'off',
        },
        {
          key: k('IsLegalNameConfirmed'),
          kind: 'checkbox',
          label: `This is ${w.possessive} full legal name`,
          requiredMessage: 'Confirm that this is the full legal name.',
        },
      ],
    }),
    fieldsQuestion({
      id: k('AlternateNames'),
      title: `Has anyone known ${w.subject} by another name?`,
      description: 'A maiden name or an earlier spelling helps the lender find all of the credit history. Leave it empty if there is none.',
      isIncluded,
      fields: [{ key: k('AlternateNames'), kind: 'text', label: 'Other names used', optional: true, maxLength: 200 }],
    }),
    fieldsQuestion({
      id: k('DateOfBirth'),
      title: `What is ${w.possessive} date of birth?`,
      isIncluded,
      fields: [{ key: k('DateOfBirth'), kind: 'date', range: 'birth', label: 'Date of birth', autoComplete: party === 'borrower' ? 'bday' : 'off' }],
    }),
    fieldsQuestion({
      id: k('TaxpayerIdentifier'),
      title: `What is ${w.possessive} Social Security number?`,
      description:
        'Lenders need it to verify identity and check credit. An Individual Taxpayer Identification Number (ITIN) works too. Once saved it is only ever shown masked.',
      isIncluded,
      fields: [{ key: k('TaxpayerIdentifier'), kind: 'taxpayerIdentifier', label: 'Social Security number or ITIN', autoComplete: 'off' }],
    }),
    fieldsQuestion({
      id: k('Contact'),
      title: `How can the lender reach ${w.subject}?`,
      isIncluded,
      fields: [
        { key: k('Email'), kind: 'email', label: 'Email address', autoComplete: party === 'borrower' ? 'email' : 'off' },
        { key: k('Phone'), kind: 'phone', label: 'Phone number', autoComplete: party === 'borrower' ? 'tel-national' : 'off' },
      ],
    }),
    fieldsQuestion({
      id: k('Citizenship'),
      title: `What is ${w.possessive} citizenship?`,
      isIncluded,
      fields: [{ key: k('Citizenship'), kind: 'singleChoice', label: 'Citizenship', options: CITIZENSHIP_OPTIONS }],
    }),
    fieldsQuestion({
      id: k('MaritalStatus'),
      title: `What is ${w.possessive} marital status?`,
      // Applying with a spouse settles the co-borrower's status: both are married.
      isIncluded: party === 'borrower' ? undefined : (answers) => isPartyIncluded(party, answers) && !isSpouseApplication(answers),
      fields: [
        {
          key: k('MaritalStatus'),
          kind: 'singleChoice',
          label: 'Marital status',
          options: MARITAL_STATUS_OPTIONS,
          check: (value, { answers }) =>
            party === 'borrower' && isSpouseApplication(answers) && value !== 'MARRIED' ? 'You are applying with your spouse, so choose Married.' : null,
        },
      ],
    }),
    fieldsQuestion({
      id: k('Dependents'),
      title: `How many dependents ${w.do} ${w.subject} have?`,
      description: 'Count the people who rely on this income and are not listed by another borrower.',
      isIncluded,
      fields: [
        { key: k('DependentsCount'), kind: 'integer', min: 0, max: 20, label: 'Number of dependents' },
        {
          key: k('DependentsAges'),
          kind: 'text',
          label: 'Their ages',
          hint: 'Separated by commas, for example 4, 9',
          isShown: ({ values }) => (numberOf(values, k('DependentsCount')) ?? 0) > 0,
          check: (value, { values }) => dependentAgesProblem(value, numberOf(values, k('DependentsCount'))),
        },
      ],
    }),
  ];
}

export const borrowerSection: ApplicationSection = {
  id: 'borrower',
  title: 'About you',
  subsections: [
    {
      id: 'applicantMode',
      title: 'Who is applying',
      questions: [
        fieldsQuestion({
          id: 'applicantMode',
          title: 'Who is applying for this loan?',
          description: 'A co-borrower’s income can help you qualify, and their details are asked separately.',
          fields: [{ key: 'applicantMode', kind: 'singleChoice', label: 'Applying', options: APPLICANT_MODE_OPTIONS }],
        }),
      ],
    },
    {
      id: 'borrowerIdentity',
      title: 'Your details',
      questions: [...personQuestions('borrower'), endScreen({ id: 'borrowerDone', title: 'Your details are saved', description: SAVED_NOTE })],
    },
  ],
};

export const coBorrowerSection: ApplicationSection = {
  id: 'coBorrower',
  title: 'Your co-borrower',
  subsections: [
    {
      id: 'coBorrowerIdentity',
      title: 'Co-borrower details',
      isShown: (answers) => isPartyIncluded('coBorrower', answers),
      questions: [
        ...personQuestions('coBorrower'),
        endScreen({
          id: 'coBorrowerDone',
          title: 'Your co-borrower’s details are saved',
          description: `${SAVED_NOTE} Their income, declarations and demographic questions follow in the sections ahead.`,
          isIncluded: (answers) => isPartyIncluded('coBorrower', answers),
        }),
      ],
    },
  ],
};

/** "Dana Maria Rivera Jr." from the saved legal name of a party, or null before it is answered. */
export function legalNameOf(party: Party, answers: Parameters<typeof isPartyIncluded>[1]): string | null {
  const parts = ['FirstName', 'MiddleName', 'LastName', 'Suffix'].map((name) => textOf(answers, partyKey(party, name)));
  if (!parts[0] || !parts[2]) return null;
  return parts.filter(Boolean).join(' ');
}
