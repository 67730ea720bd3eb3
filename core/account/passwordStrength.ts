import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './passwordRule';

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from an offline slow-hash attack". */
export const MIN_PASSWORD_SCORE = 3;

// Offline: the common-password and English dictionaries ship with the packages.
let estimator: ZxcvbnFactory | undefined;
const strength = () => (estimator ??= new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary: { ...commonDictionary, ...englishDictionary } }));

/**
 * Why a new password is refused, in words for the user, or null when it is acceptable: 12 to 200
 * characters, not common, and not built from the person's own details or our name.
 * `personal` holds what an attacker knows of the account (email, names).
 */
export function passwordProblem(password: string, personal: ReadonlyArray<string | null | undefined> = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  const context = ['roofline', ...personal.flatMap((value) => (value ? [value, ...value.split(/[@.\s_-]+/)] : []))].filter((value) => value.length >= 3);
  const result = strength().check(password, context);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ?? 'It would be easy to guess.';
  const how = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `Choose a harder password. ${why} ${how}`;
}
