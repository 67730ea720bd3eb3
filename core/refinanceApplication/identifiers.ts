import type { ApplicationAnswers } from '#core/application/answers';
import { allQuestions } from './definition.js';
import { isMaskedTaxpayerIdentifier, maskTaxpayerIdentifier } from '#core/application/validateField';

/** Answer keys holding taxpayer identifiers (SSN or ITIN), found from the catalogue itself. */
export const TAXPAYER_IDENTIFIER_KEYS: readonly string[] = allQuestions().flatMap((q) =>
  q.kind === 'fields' ? q.fields.filter((f) => f.kind === 'taxpayerIdentifier').map((f) => f.key) : [],
);

/** The answers as they may leave the server: identifiers reduced to their last four digits. */
export function redactAnswers(answers: ApplicationAnswers): ApplicationAnswers {
  const copy = { ...answers };
  for (const key of TAXPAYER_IDENTIFIER_KEYS) {
    const value = copy[key];
    if (typeof value === 'string' && value !== '') copy[key] = maskTaxpayerIdentifier(value);
  }
  return copy;
}

/**
 * An unchanged identifier comes back masked, exactly as it was sent out; it then stands for
 * the saved one. Any other masked text is left alone, so validation refuses it.
 */
export function restoreMaskedIdentifiers(submitted: Record<string, unknown>, stored: ApplicationAnswers): Record<string, unknown> {
  const restored = { ...submitted };
  for (const key of TAXPAYER_IDENTIFIER_KEYS) {
    const value = restored[key];
    const saved = stored[key];
    if (typeof value === 'string' && isMaskedTaxpayerIdentifier(value) && typeof saved === 'string' && maskTaxpayerIdentifier(saved) === value) {
      restored[key] = saved;
    }
  }
  return restored;
}
