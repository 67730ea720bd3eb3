import { listOf, textOf, type ApplicationAnswers } from '#core/application/answers';
import type { FieldScope } from '#core/application/fields';
import { DEMOGRAPHICS_CONSENT_OPTIONS, ETHNICITY_OPTIONS, RACE_OPTIONS, SEX_OPTIONS } from '../options.js';
import { isPartyIncluded, partyKey, wordsFor, type Party } from '../party.js';
import { endScreen, fieldsQuestion, type ApplicationQuestion, type ApplicationSection } from '#core/application/questions';
import { SAVED_NOTE } from './copy.js';

export const DEMOGRAPHICS_PURPOSE =
  'The purpose of collecting this information is to help ensure that all applicants are treated fairly and that the housing needs of communities and neighborhoods are being fulfilled. Federal law requires that we ask; you are not required to answer, and your answer will not affect your application.';

/** Section 8 of the 1003: ethnicity, race and sex, each with its sub-lists and the decline option. */
function demographicQuestions(party: Party): ApplicationQuestion[] {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  const optedIn = (answers: ApplicationAnswers) => isPartyIncluded(party, answers) && textOf(answers, k('DemographicsConsent')) === 'OPT_IN';
  const chose =
    (key: string, value: string) =>
    ({ values }: FieldScope) =>
      listOf(values, key).includes(value);
  return [
    fieldsQuestion({
      id: k('DemographicsConsent'),
      title: `Would ${w.subject} like to provide demographic information?`,
      description: DEMOGRAPHICS_PURPOSE,
      isIncluded: party === 'borrower' ? undefined : (answers: ApplicationAnswers) => isPartyIncluded(party, answers),
      fields: [{ key: k('DemographicsConsent'), kind: 'singleChoice', label: 'Demographic information', options: DEMOGRAPHICS_CONSENT_OPTIONS }],
    }),
    fieldsQuestion({
      id: k('Ethnicity'),
      title: `What is ${w.possessive} ethnicity?`,
      isIncluded: optedIn,
      fields: [
        { key: k('Ethnicity'), kind: 'multipleChoice', label: 'Ethnicity', options: ETHNICITY_OPTIONS },
        {
          key: k('EthnicityOtherHispanicOrLatino'),
          kind: 'text',
          label: 'Other Hispanic or Latino origin',
          hint: 'For example Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran or Spaniard',
          optional: true,
          isShown: chose(k('Ethnicity'), 'OTHER_HISPANIC_OR_LATINO'),
        },
      ],
    }),
    fieldsQuestion({
      id: k('Race'),
      title: `What is ${w.possessive} race?`,
      isIncluded: optedIn,
      fields: [
        { key: k('Race'), kind: 'multipleChoice', label: 'Race', options: RACE_OPTIONS },
        {
          key: k('RaceAmericanIndianTribe'),
          kind: 'text',
          label: 'Name of enrolled or principal tribe',
          optional: true,
          isShown: chose(k('Race'), 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'),
        },
        {
          key: k('RaceOtherAsian'),
          kind: 'text',
          label: 'Other Asian race',
          hint: 'For example Hmong, Laotian, Thai, Pakistani or Cambodian',
          optional: true,
          isShown: chose(k('Race'), 'OTHER_ASIAN'),
        },
        {
          key: k('RaceOtherPacificIslander'),
          kind: 'text',
          label: 'Other Pacific Islander race',
          hint: 'For example Fijian or Tongan',
          optional: true,
          isShown: chose(k('Race'), 'OTHER_PACIFIC_ISLANDER'),
        },
      ],
    }),
    fieldsQuestion({
      id: k('Sex'),
      title: `What is ${w.possessive} sex?`,
      isIncluded: optedIn,
      fields: [{ key: k('Sex'), kind: 'multipleChoice', label: 'Sex', options: SEX_OPTIONS }],
    }),
  ];
}

export const demographicsSection: ApplicationSection = {
  id: 'demographics',
  title: 'Demographic information',
  subsections: [
    { id: 'borrowerDemographics', title: 'Your demographic information', questions: demographicQuestions('borrower') },
    {
      id: 'coBorrowerDemographics',
      title: 'Co-borrower’s demographic information',
      isShown: (answers) => isPartyIncluded('coBorrower', answers),
      questions: demographicQuestions('coBorrower'),
    },
    {
      id: 'demographicsEnd',
      title: 'Done',
      questions: [endScreen({ id: 'demographicsDone', title: 'Demographic information is saved', description: SAVED_NOTE })],
    },
  ],
};
