import { indexQuestions } from '../questionEngine/index.js';
import type { ApplicationQuestion, ApplicationSection, QuestionCatalogue } from '#core/application/questions';
import { acknowledgementsSection } from './sections/acknowledgements.js';
import { assetsSection } from './sections/assets.js';
import { declarationsSection } from './sections/declarations.js';
import { demographicsSection } from './sections/demographics.js';
import { employmentSection } from './sections/employment.js';
import { loanSection } from './sections/loan.js';
import { militarySection } from './sections/military.js';
import { borrowerSection, coBorrowerSection } from './sections/person.js';
import { realEstateSection } from './sections/realEstate.js';
import { residenceSection } from './sections/residence.js';

/**
 * The refinance application: the Uniform Residential Loan Application (Form 1003, 2021),
 * in the order an applicant can answer it. The server validates and measures progress with
 * this definition and the web app renders it, so the two cannot disagree.
 */
export const refinanceApplicationDefinition: QuestionCatalogue = {
  sections: [
    borrowerSection,
    coBorrowerSection,
    residenceSection,
    employmentSection,
    assetsSection,
    realEstateSection,
    loanSection,
    declarationsSection,
    militarySection,
    demographicsSection,
    acknowledgementsSection,
  ],
};

const byId = new Map<string, ApplicationQuestion>();
for (const section of refinanceApplicationDefinition.sections) {
  for (const subsection of section.subsections) {
    for (const question of subsection.questions) {
      if (byId.has(question.id)) throw new Error(`Duplicate question id ${question.id}`);
      byId.set(question.id, question);
    }
  }
}

export function findQuestion(id: string): ApplicationQuestion | null {
  return byId.get(id) ?? null;
}

export function allQuestions(): ApplicationQuestion[] {
  return [...byId.values()];
}

export function sectionOfQuestion(id: string): ApplicationSection | null {
  const sectionId = indexQuestions(refinanceApplicationDefinition).get(id)?.sectionId;
  return refinanceApplicationDefinition.sections.find((s) => s.id === sectionId) ?? null;
}

export const REVIEW_QUESTION_ID = 'review';
