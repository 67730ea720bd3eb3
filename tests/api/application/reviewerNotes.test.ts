import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENIAL_TEXT } from '#core/partnership/index';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import { createLogger } from '#api/lib/logger';
import { runOps } from '#api/services/restructureApplication/index';
import { createTestApp, type TestApp } from '../harness.js';
import * as restructure from '../restructureApplication/support.js';
import * as purchase from '../purchaseApplication/support.js';

const NOTE = 'internal: spoke to ux-tester';
const REVIEWER = 'ux-reviewer';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  cookie = await t.sessionCookie(restructure.DEMO.email, restructure.DEMO.password);
}, 120_000);
afterAll(() => t.close());

const ops = (...argv: string[]) => runOps(argv, { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => new Date() });

/** Everything the applicant's own query answers, the history's reasons included. */
async function applicantAnswer(field: 'restructureApplication' | 'purchaseApplication', fields: string, uuid: string) {
  const answer = await t.gql<Record<string, Record<string, any>>>(
    `query ($uuid: UUID!) { ${field}(uuid: $uuid) { ${fields} stageHistory { event toStage actor reason } } }`,
    { uuid },
    cookie,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data![field]!;
}

/** The applicant's mail about the application. */
const mailAbout = async (uuid: string) => JSON.stringify(await t.db('mailOutbox').select('subject', 'textBody').where('textBody', 'like', `%${uuid}%`));

describe("a reviewer's note", () => {
  it('never reaches the restructure applicant: the history gives the denial in the spec’s words, or the product’s, and no note', async () => {
    const uuid = await restructure.startApplication(t, restructure.DEMO.uuid, cookie);
    const saved = await restructure.call(t, 'save', { uuid, answers: restructure.COMPLETE_ANSWERS }, cookie);
    expect(saved.errors).toEqual([]);
    expect((await restructure.call(t, 'submit', { uuid, creditCheckConsent: true }, cookie)).errors).toEqual([]);
    expect((await ops('request-info', uuid, '--missing', 'bank_account_statement', '--reason', NOTE, '--by', REVIEWER)).exitCode).toBe(0);
    expect((await ops('deny', uuid, '--reason', NOTE, '--by', REVIEWER)).exitCode).toBe(0);
    // The audit trail keeps the note for the team.
    expect((await ops('show', uuid)).lines.join('\n')).toContain(`by REVIEWER ${REVIEWER}: ${NOTE}`);

    const answer = await applicantAnswer('restructureApplication', restructure.FIELDS, uuid);
    expect(answer.stageHistory.slice(-2)).toMatchObject([
      { event: 'REQUEST_MORE_INFO', toStage: 'APPROVAL_MORE_INFO', actor: 'REVIEWER', reason: null },
      { event: 'DENY', toStage: 'DENIED', actor: 'REVIEWER', reason: DENIED_WITHOUT_CODE.RESTRUCTURE },
    ]);
    const everything = JSON.stringify(answer) + (await mailAbout(uuid));
    expect(everything).not.toContain('ux-tester');
    expect(everything).not.toContain(REVIEWER);
  });

  it('never reaches the purchase applicant: a denial with a code reads as its code’s words', async () => {
    const withCode = await purchase.startApplication(t, purchase.DEMO.uuid, cookie);
    const withoutCode = await purchase.startApplication(t, purchase.DEMO.uuid, cookie);
    expect((await ops('purchase', 'deny', withCode, '--code', 'DENIED_CREDIT', '--reason', NOTE, '--by', REVIEWER)).exitCode).toBe(0);
    expect((await ops('purchase', 'deny', withoutCode, '--reason', NOTE, '--by', REVIEWER)).exitCode).toBe(0);

    const coded = await applicantAnswer('purchaseApplication', purchase.FIELDS, withCode);
    expect(coded.stageHistory).toMatchObject([{ event: 'DENY', toStage: 'DENIED', actor: 'REVIEWER', reason: DENIAL_TEXT.DENIED_CREDIT.message }]);
    const uncoded = await applicantAnswer('purchaseApplication', purchase.FIELDS, withoutCode);
    expect(uncoded.stageHistory).toMatchObject([{ event: 'DENY', toStage: 'DENIED', actor: 'REVIEWER', reason: DENIED_WITHOUT_CODE.PURCHASE }]);
    const everything = JSON.stringify([coded, uncoded]) + (await mailAbout(withCode)) + (await mailAbout(withoutCode));
    expect(everything).not.toContain('ux-tester');
    expect(everything).not.toContain(REVIEWER);
  });
});
