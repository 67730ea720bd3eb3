import { DENIAL_CODES, DENIAL_TEXT, type DenialCode } from './denials.js';

/**
 * What an applicant is told about a denial that names no spec code (a reviewer's denial without
 * `--code`, a failed inspection), per product. A reviewer's own words are never shown: they are
 * internal notes for the audit trail.
 */
export const DENIED_WITHOUT_CODE = {
  RESTRUCTURE: 'We are not able to offer the partnership on this home.',
  PURCHASE: 'We are not able to partner on this purchase.',
} as const;

export type ApplicationProduct = keyof typeof DENIED_WITHOUT_CODE;

/** The spec's code an audit row's details name: the review's first code, or the reviewer's `--code`. */
export function denialCodeOfDetails(details: unknown): DenialCode | null {
  const fields = (details ?? {}) as { codes?: unknown; decision?: { code?: unknown } };
  const code = Array.isArray(fields.codes) ? fields.codes[0] : fields.decision?.code;
  return DENIAL_CODES.includes(code as DenialCode) ? (code as DenialCode) : null;
}

/**
 * The reason an applicant sees for one stage change: a denial's customer wording (its code's,
 * else the product's), and nothing for any other change.
 */
export function applicantStageReason(product: ApplicationProduct, change: { toStage: string; denialCode: DenialCode | null }): string | null {
  if (change.toStage !== 'DENIED') return null;
  return change.denialCode ? DENIAL_TEXT[change.denialCode].message : DENIED_WITHOUT_CODE[product];
}
