import { pitchFigures } from './pitchFigures.js';

/**
 * Claims the model contradicts, with why: every partnership has a monthly usage fee on
 * Roofline's share (model.ts), and a partner purchase makes Roofline the owner of most of the
 * home, not a small co-investor (exhibitC.ts purchaseDeal). Pages and articles are checked
 * against this list by their tests.
 */
export const FALSE_PITCH_CLAIMS: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /\bno (added |new |required )?(monthly )?payments?\b/i, why: 'a partnership charges a monthly usage fee' },
  { pattern: /\bnothing (to pay )?(to us )?each month\b|\bpay nothing to us\b/i, why: 'a partnership charges a monthly usage fee' },
  { pattern: /\bwithout a (new )?monthly (payment|bill)\b|\bavoid a new monthly payment\b/i, why: 'a partnership charges a monthly usage fee' },
  { pattern: /\bmonthly payment[^.]{0,30}(\$0(?![\d.,])|\bnone\b)/i, why: 'the example offers cost more than $0 a month' },
  { pattern: /\bup to 10% of the price\b/i, why: 'in a partner purchase Roofline pays the rest of the agreed value, most of the home' },
  {
    pattern: /\b(co-invest\w*|adds?) (in|to) your down payment\b/i,
    why: 'in a partner purchase Roofline buys the home with you; it does not top up a down payment',
  },
];

/** Text that speaks of Roofline's own products, where the claims above would be made. */
export const ROOFLINE_PRODUCT_TEXT = /\broofline\b|\bpartnership\b|\bpartner purchase\b|\bour share\b|\bto us\b/i;

/** The false claims `text` makes, as "matched text: why". */
export function falsePitchClaims(text: string): string[] {
  return FALSE_PITCH_CLAIMS.flatMap(({ pattern, why }) => {
    const match = pattern.exec(text);
    return match ? [`"${match[0]}": ${why}`] : [];
  });
}

const MONEY = /\$\d[\d,]*(?:\.\d{2})?/g;

/** The dollar amounts in `text` that are not one of the model's pitch figures. */
export function figuresNotFromModel(text: string, figures = pitchFigures()): string[] {
  const known = new Set(Object.values(figures).flatMap((value) => value.match(MONEY) ?? []));
  return [...text.matchAll(MONEY)].map(([amount]) => amount.replace(/,$/, '')).filter((amount) => !known.has(amount));
}
