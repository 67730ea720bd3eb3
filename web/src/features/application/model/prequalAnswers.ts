import type { ApplicationAnswers } from '#core/application/index';

// The prequal questions are answered before there is an account to save them to, so they are
// kept in this tab (sessionStorage) until the prequal is created: a reload loses nothing.
const KEY = 'roofline-refinance-prequal-answers';
/** The partnership's prequal answers, kept apart so the two flows never mix. */
export const PARTNER_PREQUAL_KEY = 'roofline-partner-prequal-answers';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadPrequalAnswers(key = KEY): ApplicationAnswers {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ApplicationAnswers) : {};
  } catch {
    return {};
  }
}

export function savePrequalAnswers(answers: ApplicationAnswers, key = KEY): void {
  storage()?.setItem(key, JSON.stringify(answers));
}

export function clearPrequalAnswers(key = KEY): void {
  storage()?.removeItem(key);
}
