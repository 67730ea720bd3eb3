import type { Knex } from 'knex';
import type { ChosenRateOption } from '#generated/server';
import type { PrequalFacts, ProfileFacts } from '#core/refinanceApplication/index';
import { Prequal } from '../models/Prequal.js';
import { RateOption } from '../models/RateOption.js';
import type { User } from '../models/User.js';

// Where an application's first answers come from: the prequal it starts from, the user's
// profile and the rate chosen on the rates page.

/**
 * The prequal, locked for the start of an application; null when it is someone else's, or a
 * visitor's that this browser did not create (`claims`: the signed claims cookie's uuids).
 */
export async function prequalForApplicant(trx: Knex.Transaction, prequalUuid: string, user: User, claims: readonly string[]): Promise<Prequal | null> {
  const prequal = await Prequal.query(trx).findById(prequalUuid).forUpdate();
  if (!prequal) return null;
  // A visitor's prequal (no owner yet) is claimed by the browser that created it, once signed in:
  // its uuid travels in URLs, so the uuid alone proves nothing.
  if (prequal.userUuid === null) return claims.includes(prequal.uuid) ? prequal : null;
  if (prequal.userUuid !== user.uuid) return null;
  return prequal;
}

/** Records the application on its prequal (spec: Prequal.applicationUuid) and who owns it. */
export async function linkPrequal(trx: Knex.Transaction, prequal: Prequal, applicationUuid: string, user: User, now: Date): Promise<void> {
  await Prequal.query(trx).patchAndFetchById(prequal.uuid, { applicationUuid, userUuid: prequal.userUuid ?? user.uuid, updatedAt: now });
}

export function prequalFacts(prequal: Prequal): PrequalFacts {
  return {
    propertyLocation: prequal.propertyLocation,
    propertyUse: prequal.propertyUse,
    propertyType: prequal.propertyType,
    estimatedPropertyValue: prequal.estimatedPropertyValue,
    outstandingMortgageBalance: prequal.outstandingMortgageBalance,
    isCashingOut: prequal.isCashingOut,
    cashOutAmount: prequal.cashOutAmount,
    mortgageType: prequal.mortgageType,
    mortgageInterestType: prequal.mortgageInterestType,
    isVeteran: prequal.isVeteran,
  };
}

export function profileFacts(user: User): ProfileFacts {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    email: user.email,
    tel: user.tel,
    dateOfBirth: user.dateOfBirth,
    mailingAddress: user.mailingAddress,
  };
}

/** A rate option as quoted, by its uuid (rate_options' primary key). */
export async function findRateOption(db: Knex, rateOptionUuid: string): Promise<ChosenRateOption | null> {
  const option = await RateOption.query(db).findById(rateOptionUuid);
  if (!option) return null;
  return {
    rateOptionUuid,
    pricingResultUuid: option.pricingResultUuid,
    loanProgramCode: option.loanProgramCode,
    interestRate: option.interestRate,
    apr: option.apr,
    points: option.points,
    monthlyPI: option.monthlyPayment,
    totalFees: option.totalFees,
    baseLoanAmount: option.baseLoanAmount,
  };
}
