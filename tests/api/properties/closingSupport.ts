import { linkSandboxBankAccount } from '#api/services/bankLinks/linkSandboxBankAccount';
import { SandboxBankLinkProvider } from '#api/adapters/bankLink/SandboxBankLinkProvider';
import type { JobContext } from '#api/jobs/JobDefinition';
import { jobDefinitions } from '#api/jobs/registry';
import { createLogger } from '#api/lib/logger';
import { runOps, type RestructureWork } from '#api/services/restructureApplication/index';
import type { TestApp } from '../harness.js';
import { call, COMPLETE_ANSWERS, insertUser, startApplication } from '../restructureApplication/support.js';

const PASSWORD = 'correct horse battery';
const logger = createLogger('silent');

/** The jobs a test's commits queued, for the test to run as the queue would. */
export function recordingJobs() {
  const sent: Array<{ name: string; data: Record<string, unknown> }> = [];
  return { sent, send: async (name: string, data: object = {}) => (sent.push({ name, data: data as Record<string, unknown> }), null) };
}

export function workOf(t: TestApp, jobs = recordingJobs(), now: () => Date = () => new Date()): RestructureWork {
  return { db: t.db, config: t.config, adapters: t.adapters, logger, now, jobs };
}

export function jobContextOf(t: TestApp, now: () => Date = () => new Date()): JobContext {
  return { db: t.db, config: t.config, adapters: t.adapters, logger, now, jobs: recordingJobs() };
}

/** Runs a queued job's registered handler, as the queue would. */
export async function runJob(t: TestApp, job: { name: string; data: Record<string, unknown> }, now?: () => Date) {
  const definition = jobDefinitions.find((candidate) => candidate.name === job.name);
  if (!definition) throw new Error(`no job is registered as ${job.name}`);
  await definition.handle(job.data, jobContextOf(t, now));
}

/**
 * A new owner's restructure application (the worked example: $50,000 cash at closing) waiting for
 * its inspection, its payment account linked and chosen at finalize, or entered by hand (none
 * linked). The walk to FINALIZE_RESTRUCTURE is underwriting.test.ts's; this application starts there.
 */
export async function applicationAtInspection(t: TestApp, email: string, account: 'linked' | 'hand-entered') {
  const userUuid = await insertUser(t, email, PASSWORD);
  const cookie = await t.sessionCookie(email, PASSWORD);
  const uuid = await startApplication(t, userUuid, cookie);
  const saved = await call(t, 'save', { uuid, answers: COMPLETE_ANSWERS }, cookie);
  if (saved.errors.length) throw new Error(JSON.stringify(saved.errors));
  await t.db('restructureApplications').where({ uuid }).update({ stage: 'FINALIZE_RESTRUCTURE' });
  if (account === 'linked') {
    if (!(t.adapters.bankLink instanceof SandboxBankLinkProvider)) throw new Error('The tests link bank accounts through the sandbox.');
    const item = await linkSandboxBankAccount(t.db, t.config, t.adapters.bankLink, { userUuid, applicationType: 'RESTRUCTURE', applicationUuid: uuid });
    const checking = await t.db('financialAccounts').where({ financialItemUuid: item.uuid, subtype: 'checking' }).first();
    const finalized = await call(t, 'finalize', { uuid, financialAccountUuid: checking.uuid }, cookie);
    if (finalized.errors.length) throw new Error(JSON.stringify(finalized.errors));
  }
  // An account entered by hand is no linked account (a reviewer verified it; the payout provider cannot pay it).
  await t.db('restructureApplications').where({ uuid }).update({ stage: 'INSPECTION' });
  return { uuid, userUuid, cookie };
}

/** The reviewer passes the inspection: the application is COMPLETED and its property made, in one commit. */
export async function passInspection(work: RestructureWork, uuid: string): Promise<void> {
  const passed = await runOps(['inspection', uuid, '--result', 'passed', '--reason', 'Roof and foundation sound', '--by', 'lee'], work);
  if (passed.exitCode !== 0) throw new Error(passed.lines.join('\n'));
}

export const propertyOfApplication = async (t: TestApp, uuid: string): Promise<string> =>
  (await t.db('properties').where({ dealType: 'RESTRUCTURE', sourceApplicationUuid: uuid }).first()).uuid;
