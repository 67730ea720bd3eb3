/**
 * When a property's monthly payments fall: on the closing date's day of the month, at most the
 * 28th so every month has the day. Dates are YYYY-MM-DD strings, compared as strings.
 */

/** The day of the month payments are due for a deal closed on `closingDate`. */
export function paymentDayOf(closingDate: string): number {
  const day = Number(isoDate(closingDate).slice(8, 10));
  return Math.min(day, 28);
}

/** YYYY-MM of a date: the period a monthly charge belongs to. */
export function monthOf(date: string): string {
  return isoDate(date).slice(0, 7);
}

/** The next due date on or after `today`, and never before the first month after closing. */
export function nextPaymentDate(paymentDay: number, closingDate: string, today: string): string {
  const firstDue = addMonths(`${monthOf(closingDate)}-${pad(paymentDay)}`, 1);
  const thisMonth = `${monthOf(today)}-${pad(paymentDay)}`;
  const candidate = thisMonth >= isoDate(today) ? thisMonth : addMonths(thisMonth, 1);
  return candidate < firstDue ? firstDue : candidate;
}

/** Whether a payment for the month of `today` is due by then: its day has come and it is after closing's month. */
export function isDue(paymentDay: number, closingDate: string, today: string): boolean {
  const due = `${monthOf(today)}-${pad(paymentDay)}`;
  return monthOf(today) > monthOf(closingDate) && isoDate(today) >= due;
}

/** A YYYY-MM-DD date plus whole months (the day stays, at most 28 here). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = isoDate(date).split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`expected YYYY-MM-DD, got "${date}"`);
  return date;
}
