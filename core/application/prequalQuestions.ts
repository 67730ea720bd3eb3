// The rule modules, not core/rates' index: the web app ships these questions, and the index also
// carries the rate-sheet parser (csv-parse).
import { CREDIT_BAND_OPTIONS } from '#core/rates/creditBands';
import { PROPERTY_USE_OPTIONS } from '#core/rates/propertyUse';
import { numberOf } from './answers.js';
import type { FieldDef } from './fields.js';
import { fieldsQuestion, type FieldsQuestion } from './questions.js';

// The questions every product's prequal asks about the home, its mortgage and the applicant's
// credit, written once. Each product's question ids carry its own prefix (prequalPropertyUse,
// partnerPropertyUse); only what a product really words differently is a parameter.

/** Which home: the product says what the home is for. */
export function propertyAddressQuestion(prefix: string, title: string): FieldsQuestion {
  return fieldsQuestion({
    id: `${prefix}PropertyAddress`,
    title,
    fields: [{ key: 'propertyAddress', kind: 'address', label: 'Property address', autoComplete: 'street-address' }],
  });
}

export function propertyUseQuestion(prefix: string): FieldsQuestion {
  return fieldsQuestion({
    id: `${prefix}PropertyUse`,
    title: 'How do you use it?',
    fields: [{ key: 'propertyUse', kind: 'singleChoice', label: 'Use', options: PROPERTY_USE_OPTIONS }],
  });
}

export function propertyValueQuestion(prefix: string): FieldsQuestion {
  return fieldsQuestion({
    id: `${prefix}PropertyValue`,
    title: 'What is it worth today?',
    description: 'Your best estimate is fine.',
    fields: [{ key: 'estimatedPropertyValue', kind: 'money', min: 1, label: 'Estimated value' }],
  });
}

/** A balance owed on the home is never more than the home is worth (the estimatedPropertyValue answer). */
const balanceWithinWorth: NonNullable<FieldDef['check']> = (value, { answers }) => {
  const worth = numberOf(answers, 'estimatedPropertyValue');
  return worth !== null && typeof value === 'number' && value > worth ? 'The balance cannot be more than the home is worth.' : null;
};

/**
 * The mortgage balance, never more than the home is worth, under a product's own question id and
 * answer key (an application asks it again when its prequal did not); a product may ask more on the same screen.
 */
export function mortgageBalanceScreen(
  spec: { id: string; key: string; label: string; description?: string },
  moreFields: readonly FieldDef[] = [],
): FieldsQuestion {
  return fieldsQuestion({
    id: spec.id,
    title: 'How much do you owe on your mortgage?',
    ...(spec.description ? { description: spec.description } : {}),
    fields: [{ key: spec.key, kind: 'money', label: spec.label, check: balanceWithinWorth }, ...moreFields],
  });
}

/** The prequal's mortgage balance question (createPrequal's outstandingMortgageBalance). */
export function mortgageBalanceQuestion(
  prefix: string,
  wording: { label: string; description?: string },
  moreFields: readonly FieldDef[] = [],
): FieldsQuestion {
  return mortgageBalanceScreen({ id: `${prefix}MortgageBalance`, key: 'outstandingMortgageBalance', ...wording }, moreFields);
}

/** The credit band, from the spec's 14 with their labels, best first (core/rates). */
export function creditScoreQuestion(prefix: string): FieldsQuestion {
  return fieldsQuestion({
    id: `${prefix}CreditScore`,
    title: 'What is your estimated credit score?',
    fields: [{ key: 'creditScoreEstimate', kind: 'singleChoice', label: 'Credit score', options: CREDIT_BAND_OPTIONS }],
  });
}
