/**
 * The request header that carries the browser's IANA time zone, where the server takes the
 * applicant's calendar date (calendarDate.ts). Apart, so the browser's transport carries only this.
 */
export const TIME_ZONE_HEADER = 'x-roofline-time-zone';
