import { z } from 'zod/mini';
import { isWholeCents } from './cents.js';
import { MAX_MONEY_INPUT, MAX_MONEY_INPUT_CENTS } from './limits.js';
import { parseMoneyCents } from './parseDollars.js';

/** What a money field says when its text is not an amount of dollars and cents. */
export const MONEY_FORMAT_MESSAGE = 'Enter an amount in dollars, like 1,250.00.';

export interface TypedMoneyOptions {
  /** Said when the field is blank; a blank field passes when this is absent. */
  required?: string;
  /** Said when the text is not dollars and cents (or is zero where `positive`). */
  format?: string;
  /** Whether zero is refused too. */
  positive?: boolean;
}

/**
 * A money field as typed, for forms: the text stays as typed and parseMoneyCents reads it on
 * submit. Refuses what parseMoneyCents refuses, and amounts past the money input limit.
 */
export function typedMoneySchema({ required, format = MONEY_FORMAT_MESSAGE, positive = false }: TypedMoneyOptions = {}) {
  const blank = (value: string) => value.trim() === '';
  const readable = (value: string) => {
    const cents = parseMoneyCents(value);
    return cents !== null && cents <= MAX_MONEY_INPUT_CENTS && (!positive || cents > 0);
  };
  return z.string().check(
    z.refine((value) => required === undefined || !blank(value), required ?? ''),
    z.refine((value) => blank(value) || readable(value), format),
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A dollar amount sent as a number (an API answer): not negative, within the limit, whole cents. */
export function dollarAmountSchema(what: string) {
  return z
    .number({ error: `Enter ${what} in dollars.` })
    .check(
      z.gte(0, `${capitalize(what)} cannot be negative.`),
      z.lte(MAX_MONEY_INPUT, `${capitalize(what)} is more than we can take.`),
      z.refine(isWholeCents, `${capitalize(what)} has at most two decimals (cents).`),
    );
}
