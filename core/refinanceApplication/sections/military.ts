import { booleanOf, listOf, type ApplicationAnswers } from '#core/application/answers';
import { MILITARY_STATUS_OPTIONS } from '../options.js';
import { isPartyIncluded, partyKey, wordsFor, type Party } from '../party.js';
import { endScreen, fieldsQuestion, type ApplicationQuestion, type ApplicationSection } from '#core/application/questions';
import { SAVED_NOTE } from './copy.js';

/** Section 7 of the 1003: service in the US Armed Forces (it can open VA loans). */
function militaryQuestion(party: Party): ApplicationQuestion {
  const k = (name: string) => partyKey(party, name);
  const w = wordsFor(party);
  return fieldsQuestion({
    id: k('MilitaryService'),
    title: `${w.Have} ${w.subject} ever served in the United States Armed Forces?`,
    description: 'Include current service, the Reserve and National Guard. A surviving spouse of a service member answers Yes.',
    isIncluded: party === 'borrower' ? undefined : (answers: ApplicationAnswers) => isPartyIncluded(party, answers),
    fields: [
      { key: k('HasMilitaryService'), kind: 'yesNo', label: 'Military service', labelIsTitle: true },
      {
        key: k('MilitaryStatuses'),
        kind: 'multipleChoice',
        label: 'Which apply?',
        options: MILITARY_STATUS_OPTIONS,
        isShown: ({ values }) => booleanOf(values, k('HasMilitaryService')) === true,
      },
      {
        key: k('MilitaryServiceExpiresOn'),
        kind: 'date',
        range: 'future',
        label: 'Projected end of service or tour',
        isShown: ({ values }) => booleanOf(values, k('HasMilitaryService')) === true && listOf(values, k('MilitaryStatuses')).includes('ACTIVE_DUTY'),
      },
    ],
  });
}

export const militarySection: ApplicationSection = {
  id: 'military',
  title: 'Military service',
  subsections: [
    {
      id: 'militaryService',
      title: 'Military service',
      questions: [
        militaryQuestion('borrower'),
        militaryQuestion('coBorrower'),
        endScreen({ id: 'militaryDone', title: 'Military service is saved', description: SAVED_NOTE }),
      ],
    },
  ],
};
