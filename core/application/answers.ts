/**
 * The answer document of an application's questions: one JSON object keyed by field, the same
 * on the server (the refinance application stores it as jsonb) and in the browser. Values are
 * already normalised: dates are 'YYYY-MM-DD', money is dollars with at most two decimals,
 * phone numbers and taxpayer identifiers are bare digits.
 */

import { calendarDate } from '../calendarDate.js';

export interface AddressValue {
  street: string;
  unit: string | null;
  city: string;
  /** Two-letter US state or territory code. */
  state: string;
  /** Five digits, or ZIP+4 as 12345-6789. */
  zip: string;
}

export type ScalarValue = string | number | boolean | null;

/** One entry of a repeating group (an employer, an asset, a loan, ...). */
export type GroupItem = Record<string, ScalarValue | string[] | AddressValue>;

export type AnswerValue = ScalarValue | string[] | AddressValue | GroupItem[];

export type ApplicationAnswers = Record<string, AnswerValue | undefined>;

/**
 * What the catalogue's rules may depend on besides the answers. `today` is the
 * applicant's calendar date (YYYY-MM-DD) for age, look-back and two-year-history rules.
 */
export interface AnswerContext {
  today: string;
  /**
   * True for answers as the API returns them, where taxpayer identifiers are masked
   * (•••-••-6789): a masked identifier then counts as answered. The server never sets it.
   */
  identifiersMasked?: boolean;
}

/** The server's context: today where the applicant is (the browser's time zone), UTC's without one. */
export function contextFor(now: Date, timeZone?: string): AnswerContext {
  return { today: calendarDate(now, timeZone) };
}

/** Whether the key has been answered at all (an optional field answered with null counts). */
export function hasAnswer(answers: Readonly<Record<string, unknown>>, key: string): boolean {
  return Object.hasOwn(answers, key) && answers[key] !== undefined;
}

export function textOf(answers: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = answers[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function numberOf(answers: Readonly<Record<string, unknown>>, key: string): number | null {
  const value = answers[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function booleanOf(answers: Readonly<Record<string, unknown>>, key: string): boolean | null {
  const value = answers[key];
  return typeof value === 'boolean' ? value : null;
}

export function listOf(answers: Readonly<Record<string, unknown>>, key: string): string[] {
  const value = answers[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function itemsOf(answers: Readonly<Record<string, unknown>>, key: string): GroupItem[] {
  const value = answers[key];
  return Array.isArray(value) ? value.filter((v): v is GroupItem => typeof v === 'object' && v !== null && !Array.isArray(v)) : [];
}

export function isAddressValue(value: unknown): value is AddressValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.street === 'string' && typeof v.city === 'string' && typeof v.state === 'string' && typeof v.zip === 'string';
}

export function addressOf(answers: Readonly<Record<string, unknown>>, key: string): AddressValue | null {
  const value = answers[key];
  return isAddressValue(value) ? value : null;
}

/** "1450 Larkin St, Apt 3, San Francisco, CA 94109". */
export function formatAddress(address: AddressValue): string {
  return [address.street, address.unit, address.city, `${address.state} ${address.zip}`].filter(Boolean).join(', ');
}

/** Whole months from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The date `years` before `today`, as 'YYYY-MM-DD' (29 February falls back to the 28th). */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
