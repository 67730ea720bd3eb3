/**
 * The applicant's calendar date. Rules about dates (18 or older, not in the future, two years of
 * history) are judged on the day it is where the applicant is, in the browser and on the server
 * alike: the browser sends its time zone with every GraphQL request (TIME_ZONE_HEADER), and the
 * server takes the date there. Without it (a request from elsewhere) the date is UTC's.
 */

// Building a DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** This runtime's time zone: in the browser, the applicant's. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `name` if it is a time zone this runtime knows (an IANA name such as America/Los_Angeles), else undefined. */
export function knownTimeZone(name: string | null | undefined): string | undefined {
  if (!name || name.length > 64) return undefined;
  // Browsers send the canonical name, so after a zone's first request this is a lookup, not a
  // DateTimeFormat built per request (70 µs each).
  if (formatters.has(name)) return name;
  try {
    // Kept under its canonical name only: a header could spell one zone many ways.
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    formatterFor(canonical);
    return canonical;
  } catch {
    return undefined;
  }
}

/** The date (YYYY-MM-DD) at `now` in `timeZone`, or in UTC when none is given. */
export function calendarDate(now: Date, timeZone?: string): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone ?? 'UTC')
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
