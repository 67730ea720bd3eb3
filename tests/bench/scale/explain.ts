/**
 * Every statement the measured paths send, with EXPLAIN on the scaled database: the app runs in
 * this process on that database, each path once, its statements captured from knex's query
 * event; a Seq Scan of a table over LARGE_TABLE_ROWS rows fails the check.
 */
import type { Knex } from 'knex';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { loadConfig } from '#api/config';
import { createDb } from '#api/db';
import { createAdapters } from '#api/adapters/index';
import { createLogger } from '#api/lib/logger';
import { createApp } from '#api/app';
import { JOB_SCHEMA } from '#api/jobs/JobQueue';
import { knexSqlExecutor } from '#api/jobs/sqlExecutor';
import { runLedgerOps } from '#api/services/properties/opsCommands';
import { MeDocument, PartnerPropertyDashboardDocument, PropertyDashboardDocument } from '#generated/web';
import { CO_OWNER, PARTNER_HOMEOWNER } from '#migrations/seeds/40_partner_homeowner';
import { asApolloSends } from '#web/lib/data/asApolloSends.js';
import { benchRatesInput, RATES_PAGE_QUERY } from '../scenarios.js';

export const LARGE_TABLE_ROWS = 10_000;

export interface ExplainFinding {
  path: string;
  table: string;
  rows: number;
  sql: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

async function tableRows(db: Knex): Promise<Map<string, number>> {
  const result = await db.raw(`select c.relname, c.reltuples::bigint as rows from pg_class c where c.relkind in ('r', 'p')`);
  return new Map((result.rows as Array<{ relname: string; rows: string }>).map((row) => [row.relname, Number(row.rows)]));
}

export async function explainPaths(databaseUrl: string, log: (line: string) => void): Promise<ExplainFinding[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    COOKIE_SECURE: 'false',
  });
  const logger = createLogger('silent');
  const db = createDb(config);
  const adapters = createAdapters(config, db, logger);
  const app = createApp({ config, db, adapters, logger, clientAddress: () => '127.0.0.1' });
  const captured: Array<{ sql: string; bindings: readonly unknown[] }> = [];
  db.on('query', (query: { sql: string; bindings?: readonly unknown[] }) => captured.push({ sql: query.sql, bindings: query.bindings ?? [] }));
  const origin = 'http://localhost:3000';
  const login = async (person: { email: string; password: string }) => {
    const response = await app.request(`${origin}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const graphql = async (cookie: string, operationName: string, query: string, variables: object = {}) => {
    const response = await app.request(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-roofline-csrf': '1', cookie },
      body: JSON.stringify({ operationName, query, variables }),
    });
    return (await response.json()) as { data?: Record<string, any> };
  };
  const paths: Array<[string, () => Promise<unknown>]> = [];
  let owner = '';
  let coOwner = '';
  let uuid = '';
  paths.push(['login', async () => ((owner = await login(PARTNER_HOMEOWNER)), (coOwner = await login(CO_OWNER)))]);
  paths.push(['me', async () => (uuid = (await graphql(owner, 'me', asApolloSends(MeDocument))).data?.me?.properties[0]?.propertyUuid)]);
  paths.push(['propertyDashboard', () => graphql(owner, 'propertyDashboard', asApolloSends(PropertyDashboardDocument), { uuid })]);
  paths.push(['partnerPropertyDashboard', () => graphql(coOwner, 'partnerPropertyDashboard', asApolloSends(PartnerPropertyDashboardDocument), { uuid })]);
  paths.push(['ratesPage, new scenario', () => graphql('', 'ratesPage', RATES_PAGE_QUERY, { ratesInput: benchRatesInput(234_567) })]);
  paths.push(['ops: ledger verify', () => runLedgerOps(['verify', uuid], { db, logger } as Parameters<typeof runLedgerOps>[1])]);
  const boss = new PgBoss({ db: knexSqlExecutor(db), schema: JOB_SCHEMA, migrate: false, supervise: false, schedule: false });
  paths.push(['job queue poll', async () => (await boss.start()).fetch('monthly-property-charges', { batchSize: 10 })]);
  paths.push(['ratesPage, repeated', () => graphql('', 'ratesPage', RATES_PAGE_QUERY, { ratesInput: benchRatesInput(234_567) })]);

  const rows = await tableRows(db);
  // The captured text is the driver's own ($1, $2, …): explained through a client of the driver.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const findings: ExplainFinding[] = [];
  let statements = 0;
  try {
    for (const [path, run] of paths) {
      captured.length = 0;
      await run();
      const seen = new Set<string>();
      for (const { sql, bindings } of [...captured]) {
        if (!/^\s*(select|with|update|delete|insert)/i.test(sql) || seen.has(sql)) continue;
        seen.add(sql);
        statements++;
        const plan = (await client.query(`explain (format json) ${sql}`, bindings as unknown[])).rows[0]['QUERY PLAN'][0].Plan as PlanNode;
        for (const table of seqScans(plan)) {
          const count = rows.get(table) ?? 0;
          if (count > LARGE_TABLE_ROWS) findings.push({ path, table, rows: count, sql: sql.replace(/\s+/g, ' ').slice(0, 240) });
        }
      }
    }
  } finally {
    await boss.stop({ close: false, graceful: false, wait: true });
    await client.end();
    await db.destroy();
  }
  log(`EXPLAIN: ${statements} distinct statements on ${paths.length} paths; ${findings.length} sequential scans of a table over ${LARGE_TABLE_ROWS} rows.`);
  for (const finding of findings) log(`  FAIL ${finding.path}: Seq Scan on ${finding.table} (${finding.rows} rows): ${finding.sql}`);
  return findings;
}
