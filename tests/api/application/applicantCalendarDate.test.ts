import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from '#core/timeZoneHeader';
import { createTestApp, type TestApp } from '../harness.js';
import { ANSWER, DEMO, insertPrequal, START, type Payload } from '../refinanceApplicationSupport.js';

// 5:30 pm on November 28 in Los Angeles, already November 29 in UTC and in Tokyo.
const EVENING_IN_LOS_ANGELES = new Date('2026-11-29T01:30:00Z');
// Eighteen on November 29, 2026.
const BORN = '2008-11-29';

let t: TestApp;
let cookie: string;
let uuid: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => EVENING_IN_LOS_ANGELES });
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  const prequalUuid = await insertPrequal(t, DEMO.uuid);
  const started = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid } }, cookie);
  uuid = started.data!.startRefinanceApplication.refinanceApplication!.uuid;
});
afterAll(() => t.close());

/** Answers the borrower's date of birth from a browser in `timeZone` (none: a client that sends no zone). */
async function answerBirthDate(timeZone?: string): Promise<Payload['errors']> {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', Cookie: cookie, ...(timeZone ? { [TIME_ZONE_HEADER]: timeZone } : {}) },
    body: JSON.stringify({ query: ANSWER, variables: { input: { uuid, questionId: 'borrowerDateOfBirth', answer: { borrowerDateOfBirth: BORN } } } }),
  });
  const { data } = (await response.json()) as { data: { answerRefinanceApplicationQuestion: Payload } };
  return data.answerRefinanceApplicationQuestion.errors;
}

describe('date rules on the server', () => {
  it('are judged on the applicant’s own calendar date, from the time zone their browser sends', async () => {
    // Still November 28 where the applicant is: not 18 until tomorrow, as the form in their browser said.
    expect(await answerBirthDate('America/Los_Angeles')).toEqual([
      expect.objectContaining({ field: 'borrowerDateOfBirth', message: 'You must be at least 18 years old to apply.' }),
    ]);
    expect(await answerBirthDate('Asia/Tokyo')).toEqual([]);
  });

  it('take UTC’s date for a client that sends no time zone, or one that does not exist', async () => {
    expect(await answerBirthDate()).toEqual([]);
    expect(await answerBirthDate('Mars/Olympus_Mons')).toEqual([]);
  });
});
