import { describe, expect, it } from 'vitest';
import { calendarDate, knownTimeZone } from './calendarDate';

describe('the applicant’s calendar date', () => {
  // 5:30 pm in Los Angeles on November 28 is already November 29 in UTC.
  const evening = new Date('2026-11-29T01:30:00Z');

  it('is the date where the applicant is', () => {
    expect(calendarDate(evening, 'America/Los_Angeles')).toBe('2026-11-28');
    expect(calendarDate(evening, 'Pacific/Honolulu')).toBe('2026-11-28');
    expect(calendarDate(evening, 'Asia/Tokyo')).toBe('2026-11-29');
    expect(calendarDate(new Date('2026-02-28T23:59:59Z'), 'Pacific/Kiritimati')).toBe('2026-03-01');
  });

  it('is UTC’s without a time zone', () => {
    expect(calendarDate(evening)).toBe('2026-11-29');
  });

  it('takes only time zones the runtime knows', () => {
    expect(knownTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(knownTimeZone('')).toBeUndefined();
    expect(knownTimeZone(undefined)).toBeUndefined();
  });

  it('takes a zone spelled another way as its canonical name', () => {
    expect(knownTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(calendarDate(evening, knownTimeZone('asia/tokyo'))).toBe('2026-11-29');
  });
});
