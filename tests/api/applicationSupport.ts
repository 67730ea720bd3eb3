import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness.js';

/**
 * What the API tests of a staged application (partnership restructure, purchase) share: its
 * mutations, its query, recorded uploads and waits for the background jobs. Each kind names its
 * GraphQL field, its selection, its table and its documents' application type.
 */
export interface ApplicationKind<Field extends string, Op extends string> {
  field: Field;
  fields: string;
  table: string;
  applicationType: 'PURCHASE' | 'RESTRUCTURE';
  /** Each mutation the tests send: its name and its input type. */
  ops: Readonly<Record<Op, readonly [name: string, inputType: string]>>;
}

export interface Application {
  uuid: string;
  stage: string;
  [key: string]: unknown;
}

export type Payload<Field extends string> = { [K in Field]: Application | null } & {
  errors: Array<{ code: string; field: string | null; message: string }>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls (up to 20 s) until the background jobs have written what `look` finds. */
export async function until<T>(look: () => Promise<T | null | undefined>, failure: () => string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(failure());
    await sleep(100);
  }
}

export function applicationSupport<Field extends string, Op extends string>(kind: ApplicationKind<Field, Op>) {
  async function call(t: TestApp, op: Op, input: Record<string, unknown>, cookie: string): Promise<Payload<Field>> {
    const [name, type] = kind.ops[op];
    const result = await t.gql<Record<string, Payload<Field>>>(
      `mutation ($input: ${type}!) { ${name}(input: $input) { ${kind.field} { ${kind.fields} } errors { code field message } } }`,
      { input },
      cookie,
    );
    if (!result.data) throw new Error(`${name} failed: ${JSON.stringify(result.errors)}`);
    return result.data[name]!;
  }

  /** The application query's whole result, errors included. */
  function query(t: TestApp, uuid: string, cookie: string) {
    return t.gql<Record<Field, Application>>(`query ($uuid: UUID!) { ${kind.field}(uuid: $uuid) { ${kind.fields} } }`, { uuid }, cookie);
  }

  /** An applicant's scanned upload as the documents capability records it (its own tests cover the upload itself). */
  async function recordUploads(t: TestApp, uuid: string, types: string[]): Promise<void> {
    const { userUuid } = await t.db(kind.table).where({ uuid }).first();
    for (const type of types) {
      await t.db('documents').insert({
        userUuid,
        applicationType: kind.applicationType,
        applicationUuid: uuid,
        type,
        name: `${type.toLowerCase()}.pdf`,
        size: 1024,
        contentType: 'application/pdf',
        sha256: '0'.repeat(64),
        isSystemUpload: false,
        scanStatus: 'CLEAN',
        storageKey: `documents/${kind.applicationType.toLowerCase()}/${uuid}/${randomUUID()}`,
      });
    }
  }

  /** Waits for the background jobs to bring the application to a stage. */
  async function untilStage(t: TestApp, uuid: string, stage: string): Promise<void> {
    let last = '';
    await until(
      async () => {
        const row = await t.db(kind.table).where({ uuid }).first();
        last = row.stage;
        return row.stage === stage;
      },
      () => `application stayed at ${last}, expected ${stage}`,
    );
  }

  return { call, query, recordUploads, untilStage };
}
