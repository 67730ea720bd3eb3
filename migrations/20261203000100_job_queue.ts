import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../api/src/jobs/JobQueue.js';
import { knexSqlExecutor } from '../api/src/jobs/sqlExecutor.js';

// pg-boss's tables, installed here once under the migration lock rather than by every server at
// start-up, where two servers racing on a fresh database can collide in the catalog. pg-boss still
// applies its own later schema versions itself when it starts (it guards that race).
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await knexSqlExecutor(knex).executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop schema if exists ${JOB_SCHEMA} cascade`);
}
