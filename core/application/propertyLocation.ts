import { addressOf, type ApplicationAnswers } from './answers.js';

/**
 * The answered property address as the API's Location (createPrequal's input, an application's
 * propertyLocation): "1450 Larkin St" becomes number and street; a street without a number stays whole.
 */
export function propertyLocationOf(answers: ApplicationAnswers) {
  const address = addressOf(answers, 'propertyAddress');
  if (!address) return null;
  const street = /^(\d[\w-]*)\s+(.+)$/.exec(address.street);
  return {
    streetNumber: street?.[1] ?? null,
    streetName: street?.[2] ?? address.street,
    unitNumber: address.unit,
    locality: address.city,
    state: address.state,
    zip: address.zip,
    country: 'US',
  };
}
