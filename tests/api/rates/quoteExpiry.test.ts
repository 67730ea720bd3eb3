import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logger';
import type { JobContext } from '#api/jobs/JobDefinition';
import { jobDefinitions } from '#api/jobs/registry';
import { purgeExpiredQuotes } from '#api/jobs/purgeExpiredQuotes';
import { forgetActiveSheet } from '#api/services/rates/activeSheet';
import { STORED_QUOTE_RETENTION_DAYS } from '#api/services/businessConstants';
import { storeQuote } from '#api/services/rates/storedQuotes';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO, insertPrequal, START } from '../refinanceApplicationSupport.js';
import { RatesPageDocument } from '#generated/web';
import { ratesInput } from './support.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const quotedOn = new Date('2026-11-23T15:00:00Z');
const daysLater = (days: number) => new Date(quotedOn.getTime() + days * DAY_MS);
let now = quotedOn;
let t: TestApp;
let context: JobContext;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  context = { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => now, jobs: { send: async () => null } };
});
afterAll(() => t.close());

/** Prices a scenario as the rates page does; each home value is another stored quote. */
async function quote(estimatedHomeValue: number) {
  const page = (await t.gql(RatesPageDocument, { ratesInput: ratesInput({ estimatedHomeValue }) })).data?.ratesPage ?? expect.unreachable('no ratesPage');
  return { pricingResultUuid: page.pricingResultUuid!, rateOptionUuid: page.rateOptions[0]!.rateOptionUuid };
}

/** Whether the quote is stored, and how many of its options have their own row (those an application chose). */
const stored = async (pricingResultUuid: string) => ({
  result: Boolean(await t.db('pricing_results').where({ uuid: pricingResultUuid }).first()),
  chosenOptions: Number((await t.db('rate_options').where({ pricingResultUuid }).count({ n: '*' }).first())!.n),
});
const kept = { result: true, chosenOptions: 0 };
const gone = { result: false, chosenOptions: 0 };

describe('stored quotes expire', () => {
  it('keep the scenario and the sheet version, so the quote can be priced again', async () => {
    now = quotedOn;
    const { pricingResultUuid } = await quote(510_000);
    const row = await t.db('pricing_results').where({ uuid: pricingResultUuid }).first();
    const active = await t.db('rate_sheets').where({ isActive: true }).first();
    expect(row.rateSheetUuid).toBe(active.uuid);
    expect(row.scenario).toMatchObject({ estimatedHomeValue: 510_000 });
    expect(row.quotedAt).toEqual(quotedOn);
  });

  it('are deleted once past their retention, unless a prequal or an application refers to them', async () => {
    now = quotedOn;
    const unused = await quote(520_000);
    const onPrequal = await quote(530_000);
    await insertPrequal(t, null, { pricingResultUuid: onPrequal.pricingResultUuid });
    const chosen = await quote(540_000);
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    const prequalUuid = await insertPrequal(t, DEMO.uuid);
    const started = await t.gql<{ startRefinanceApplication: { refinanceApplication: { uuid: string } } }>(
      START,
      { input: { prequalUuid, rateOptionUuid: chosen.rateOptionUuid } },
      cookie,
    );
    const applicationUuid = started.data!.startRefinanceApplication.refinanceApplication.uuid;

    now = daysLater(STORED_QUOTE_RETENTION_DAYS - 1);
    const recent = await quote(550_000);

    now = daysLater(STORED_QUOTE_RETENTION_DAYS + 1);
    await purgeExpiredQuotes.handle({}, context);

    expect(await stored(unused.pricingResultUuid)).toEqual(gone);
    expect(await stored(onPrequal.pricingResultUuid)).toEqual(kept);
    expect(await stored(chosen.pricingResultUuid)).toEqual({ result: true, chosenOptions: 1 });
    expect(await stored(recent.pricingResultUuid)).toEqual(kept);

    // The application's chosen rate still shows, as it was quoted.
    const later = await t.sessionCookie(DEMO.email, DEMO.password);
    const loaded = await t.gql<{ refinanceApplication: { rateOption: { rateOptionUuid: string } | null } }>(
      'query ($uuid: UUID!) { refinanceApplication(uuid: $uuid) { rateOption { rateOptionUuid } } }',
      { uuid: applicationUuid },
      later,
    );
    expect(loaded.data?.refinanceApplication.rateOption).toEqual({ rateOptionUuid: chosen.rateOptionUuid });

    // An expired quote's rate can no longer be applied for.
    const another = await insertPrequal(t, DEMO.uuid);
    const refused = await t.gql<{ startRefinanceApplication: { errors: Array<{ code: string }> } }>(
      START,
      { input: { prequalUuid: another, rateOptionUuid: unused.rateOptionUuid } },
      later,
    );
    expect(refused.data?.startRefinanceApplication.errors.map((error) => error.code)).toEqual(['RATE_OPTION_NOT_FOUND']);
  });

  it('count their retention from when they were last quoted, not first stored', async () => {
    now = quotedOn;
    const first = await quote(560_000);
    // Quoted again three weeks later by a server that no longer holds it in memory.
    now = daysLater(21);
    forgetActiveSheet(t.db);
    expect((await quote(560_000)).pricingResultUuid).toBe(first.pricingResultUuid);

    now = daysLater(STORED_QUOTE_RETENTION_DAYS + 1);
    await purgeExpiredQuotes.handle({}, context);
    expect(await stored(first.pricingResultUuid)).toEqual(kept);
  });

  it('are written without waiting for the disk only in their own statement: later commits on the connection wait as usual', async () => {
    // One connection, so the checks run where the quote was written (PGlite has one anyway).
    const oneConnection = t.config.DATABASE_URL ? knexFactory({ client: 'pg', connection: t.config.DATABASE_URL, pool: { min: 1, max: 1 } }) : t.db;
    const commitMode = async (db: Knex) => (await db.raw(`select current_setting('synchronous_commit') as mode`)).rows[0].mode as string;
    const quoteTo = (rateSheetUuid: string) => ({
      pricingResultUuid: randomUUID(),
      rateSheetUuid,
      scenario: { estimatedHomeValue: 1 },
      errors: [],
      rateOptionUuids: [],
    });
    try {
      const sheet = await t.db('rate_sheets').where({ isActive: true }).first();
      // Inside a transaction the statement's setting is still visible: the write turned it off.
      const inTransaction = quoteTo(sheet.uuid);
      const modeAfterTheWrite = await oneConnection.transaction(async (trx) => {
        await storeQuote(trx, inTransaction, now);
        return commitMode(trx);
      });
      expect(modeAfterTheWrite).toBe('off');
      const alone = quoteTo(sheet.uuid);
      await storeQuote(oneConnection, alone, now);
      for (const { pricingResultUuid } of [inTransaction, alone]) {
        expect(await t.db('pricing_results').where({ uuid: pricingResultUuid }).first()).toMatchObject({ quotedAt: now });
      }
      expect(await commitMode(oneConnection)).toBe('on');
    } finally {
      if (oneConnection !== t.db) await oneConnection.destroy();
    }
  });

  it('of searches started in one turn are written in one statement, each stored, the same quote twice included', async () => {
    const sheet = await t.db('rate_sheets').where({ isActive: true }).first();
    const option = randomUUID();
    const quotes = [0, 1, 2].map((n) => ({
      pricingResultUuid: randomUUID(),
      rateSheetUuid: sheet.uuid,
      scenario: { estimatedHomeValue: 600_000 + n },
      errors: [],
      rateOptionUuids: [option, randomUUID()],
    }));
    const statements: string[] = [];
    const onQuery = (query: { sql: string }) => statements.push(query.sql);
    t.db.on('query', onQuery);
    try {
      await Promise.all([
        storeQuote(t.db, quotes[0]!, daysLater(1)),
        storeQuote(t.db, quotes[1]!, daysLater(1)),
        storeQuote(t.db, quotes[0]!, daysLater(2)),
        storeQuote(t.db, quotes[2]!, daysLater(1)),
      ]);
    } finally {
      t.db.off('query', onQuery);
    }
    expect(statements.filter((sql) => sql.includes('insert into pricing_results'))).toHaveLength(1);
    const rows = await t.db('pricing_results').whereIn(
      'uuid',
      quotes.map((q) => q.pricingResultUuid),
    );
    expect(rows).toHaveLength(3);
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    expect(byUuid.get(quotes[0]!.pricingResultUuid)).toMatchObject({ quotedAt: daysLater(2), scenario: { estimatedHomeValue: 600_000 } });
    expect(byUuid.get(quotes[2]!.pricingResultUuid)).toMatchObject({ quotedAt: daysLater(1), rateOptionUuids: quotes[2]!.rateOptionUuids });
  });

  it('are purged by a daily scheduled job', () => {
    expect(jobDefinitions).toContain(purgeExpiredQuotes);
    expect(purgeExpiredQuotes.cron).toBe('27 4 * * *');
  });
});
