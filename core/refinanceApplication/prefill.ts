import type { AddressValue, ApplicationAnswers, AnswerContext } from '#core/application/answers';
import { findQuestion } from './definition.js';
import type { FieldDef } from '#core/application/fields';
import { fieldIssues, normalizeFieldValue } from '#core/application/validateField';

/** What a prequal tells us (spec section 3, Prequal), in the shape the API stores it. */
export interface PrequalFacts {
  propertyLocation?: {
    streetNumber?: string | null;
    streetName?: string | null;
    unitNumber?: string | null;
    locality?: string | null;
    state?: string | null;
    zip?: string | null;
  } | null;
  propertyUse?: string | null;
  propertyType?: string | null;
  estimatedPropertyValue?: number | null;
  outstandingMortgageBalance?: number | null;
  isCashingOut?: boolean | null;
  cashOutAmount?: number | null;
  /** The loan type the rates were priced for: VA, FHA or CONVENTIONAL. */
  mortgageType?: string | null;
  mortgageInterestType?: string | null;
  isVeteran?: boolean | null;
}

/** The profile fields the application asks again (spec section 3, User). */
export interface ProfileFacts {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
  email?: string | null;
  tel?: string | null;
  dateOfBirth?: string | null;
  mailingAddress?: { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null;
}

/** Rates occupancy (spec) to application occupancy. */
const OCCUPANCY_FROM_PROPERTY_USE: Record<string, string> = {
  PRIMARY_RESIDENCE: 'PRINCIPAL_RESIDENCE',
  VACATION_HOME: 'SECOND_HOME',
  INVESTMENT_PROPERTY: 'INVESTMENT_PROPERTY',
};

const UNITS_FROM_PROPERTY_TYPE: Record<string, number> = { MULTI_UNIT_TWO: 2, MULTI_UNIT_THREE: 3, MULTI_UNIT_FOUR: 4 };

function fieldOf(questionId: string, key: string): FieldDef | null {
  const question = findQuestion(questionId);
  return question?.kind === 'fields' ? (question.fields.find((f) => f.key === key) ?? null) : null;
}

export function addressFromLocation(location: PrequalFacts['propertyLocation']): AddressValue | null {
  if (!location) return null;
  const street = [location.streetNumber, location.streetName].filter(Boolean).join(' ');
  return { street, unit: location.unitNumber || null, city: location.locality ?? '', state: location.state ?? '', zip: location.zip ?? '' };
}

function addressFromMailing(mailing: ProfileFacts['mailingAddress']): AddressValue | null {
  if (!mailing) return null;
  return { street: mailing.line1 ?? '', unit: mailing.line2 || null, city: mailing.city ?? '', state: mailing.state ?? '', zip: mailing.zip ?? '' };
}

/**
 * Answers the applicant already gave in the prequal and the profile, so nobody types them
 * twice. A value is carried over only if the question's own validation accepts it; the
 * applicant still confirms the legal name and sees everything on the review screen.
 */
export function prefillAnswers(prequal: PrequalFacts | null, profile: ProfileFacts | null, context: AnswerContext): ApplicationAnswers {
  const answers: ApplicationAnswers = {};
  const offer = (questionId: string, key: string, value: unknown) => {
    const field = fieldOf(questionId, key);
    if (!field || value === null || value === undefined) return;
    const normalized = normalizeFieldValue(field, value);
    if (normalized === null) return;
    if (fieldIssues(field, normalized, { values: { ...answers, [key]: normalized }, answers, context }).length === 0) {
      answers[key] = normalized as ApplicationAnswers[string];
    }
  };

  if (profile) {
    offer('borrowerLegalName', 'borrowerFirstName', profile.firstName);
    offer('borrowerLegalName', 'borrowerMiddleName', profile.middleName);
    offer('borrowerLegalName', 'borrowerLastName', profile.lastName);
    offer('borrowerLegalName', 'borrowerSuffix', profile.suffix);
    offer('borrowerDateOfBirth', 'borrowerDateOfBirth', profile.dateOfBirth);
    offer('borrowerContact', 'borrowerEmail', profile.email);
    offer('borrowerContact', 'borrowerPhone', profile.tel);
  }

  const propertyAddress = addressFromLocation(prequal?.propertyLocation);
  offer('propertyAddress', 'propertyAddress', propertyAddress);
  const livesThere = prequal?.propertyUse === 'PRIMARY_RESIDENCE';
  offer('borrowerCurrentAddress', 'borrowerCurrentAddress', livesThere ? propertyAddress : addressFromMailing(profile?.mailingAddress));
  if (livesThere && answers.borrowerCurrentAddress) offer('borrowerHousing', 'borrowerHousingStatus', 'OWN');

  if (prequal) {
    offer('propertyValue', 'propertyValue', prequal.estimatedPropertyValue);
    offer('propertyOccupancy', 'propertyOccupancy', prequal.propertyUse ? OCCUPANCY_FROM_PROPERTY_USE[prequal.propertyUse] : null);
    if (prequal.propertyType) {
      offer('propertyDetails', 'numberOfUnits', UNITS_FROM_PROPERTY_TYPE[prequal.propertyType] ?? 1);
      offer('propertyDetails', 'isManufacturedHome', prequal.propertyType === 'MANUFACTURED');
    }
    offer('loanProgram', 'loanType', prequal.mortgageType);
    offer('loanProgram', 'loanInterestType', prequal.mortgageInterestType);
    const balance = prequal.outstandingMortgageBalance;
    if (typeof balance === 'number') {
      offer('loanAmount', 'loanAmount', balance + (prequal.isCashingOut ? (prequal.cashOutAmount ?? 0) : 0));
    }
    if (prequal.isVeteran === true) offer('borrowerMilitaryService', 'borrowerHasMilitaryService', true);
  }
  return answers;
}
