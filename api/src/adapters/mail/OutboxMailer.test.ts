import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { OutboxMailer } from './OutboxMailer.js';

const message = { to: 'owner@example.com', subject: 'Your Roofline verification code', text: 'Your code is 123456.', links: [] };

/** Records the rows the mailer inserts, standing in for the database. */
function fakeDb() {
  const rows: unknown[] = [];
  const db = ((table: string) => ({ insert: async (row: unknown) => void rows.push({ table, row }) })) as unknown as Knex;
  return { db, rows };
}

let directory: string | null = null;
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
  directory = null;
});

describe('the outbox mailer', () => {
  it('writes each message to the outbox table, and as a whole JSON file when given a directory', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const { db, rows } = fakeDb();
    await new OutboxMailer(db, createLogger('silent'), path.join(directory, 'mail')).send(message);
    expect(rows).toEqual([{ table: 'mail_outbox', row: expect.objectContaining({ toAddress: 'owner@example.com', textBody: 'Your code is 123456.' }) }]);
    const names = await readdir(path.join(directory, 'mail'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.json$/);
    expect(JSON.parse(await readFile(path.join(directory, 'mail', names[0]!), 'utf8'))).toEqual(message);
  });

  it('writes no file without a directory', async () => {
    const { db, rows } = fakeDb();
    await new OutboxMailer(db, createLogger('silent')).send(message);
    expect(rows).toHaveLength(1);
  });
});
