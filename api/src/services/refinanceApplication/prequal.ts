import type { Knex } from 'knex';
import type { ChosenRateOption } from '#generated/server';
import type { PrequalFacts, ProfileFacts } from '#core/refinanceApplication/index';
import type { Prequal } from '../../models/Prequal.js';
import { RateOption } from '../../models/RateOption.js';
import type { User } from '../../models/User.js';

// Where a refinance application's first answers come from: the prequal it starts from, the
// user's profile and the rate chosen on the rates page.

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
