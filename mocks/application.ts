import { delay, graphql, HttpResponse } from 'msw';
import type { ApplicationParty } from '#core/application/parties';
import type { Actor, TransitionResult } from '#core/application/stageMachine';
import { stepRefusal } from '#core/application/stepRefusal';
import { applicantStageReason, type ApplicationProduct } from '#core/partnership/applicantStageReason';
import type { DenialCode } from '#core/partnership/index';
import type { UserError } from '#generated/server';
import { notFoundError, notLoggedIn } from './graphqlErrors';
import { mockSession } from './session';

// The one mock application workflow, shaped as api/src/services/application/ is on the server:
// each product hands it its store and its rules; the workflow finds her application with what
// the server's jobs queued done by the next read, refuses a visitor and a stranger in the API's
// words, changes stages through core's stage machine and runs each applicant's step. The other
// mocks (documents, bank links) find any product's application through it too.

export type MockApplicationType = 'PURCHASE' | 'RESTRUCTURE' | 'REFINANCE';

export const nowIso = () => new Date().toISOString();
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
export const userError = (code: UserError['code'], message: string, field: string | null = null) => ({
  __typename: 'UserError' as const,
  code,
  field,
  message,
});
/** A request's round trip in dev:mock and the stories; none in tests. */
export const pause = (ms = 200) => (import.meta.env.MODE === 'test' ? undefined : delay(ms));

/** What a product gives the workflow: its records, how one is found and started, and its API shape. */
export interface MockProduct<Record extends { uuid: string }> {
  type: MockApplicationType;
  /** The NOT_FOUND wording: 'Purchase application'. */
  noun: string;
  store: Map<string, Record>;
  /** What the server's jobs have done by the time the application is read again. */
  settle?: (record: Record) => void;
  /** An application the mocks open at a fixed uuid without a start (the purchase stages'). */
  seed?: (uuid: string) => Record | undefined;
  /** The signed-in user's part in it: the applicant unless the product keeps a co-applicant. */
  party?: (record: Record) => ApplicationParty;
  /** A fresh application of hers at its first stage, for tests and stories that need one to exist. */
  start: (uuid: string) => void;
  /** A mutation's payload: its typename, the application's field in it, and the application as the API shows it. */
  payload?: { typename: string; key: string; view: (record: Record) => unknown };
}

// Each product's record type is its own: the registry only finds records and asks their party.
const products = new Map<MockApplicationType, MockProduct<{ uuid: string }>>();

/** The application with the server's queued work done, or undefined when the mocks have none by that uuid. */
export function settledApplication<Record extends { uuid: string }>(product: MockProduct<Record>, uuid: string): Record | undefined {
  const record = product.store.get(uuid) ?? product.seed?.(uuid);
  if (record) product.settle?.(record);
  return record;
}

/** Her application, or the API's refusal of a visitor (UNAUTHENTICATED) and of one that is not hers (NOT_FOUND). */
export function readMockApplication<Record extends { uuid: string }>(product: MockProduct<Record>, uuid: string): Record | Response {
  if (!mockSession.isLoggedIn()) return notLoggedIn();
  return settledApplication(product, uuid) ?? notFoundError(product.noun);
}

/** Her applications, with the server's queued work done; a visitor has none. */
export const listMockApplications = <Record extends { uuid: string }>(product: MockProduct<Record>): Record[] =>
  mockSession.isLoggedIn() ? [...product.store.keys()].map((uuid) => settledApplication(product, uuid)!) : [];

/** A mutation's answer: the application as its party sees it, or null with the refusals. */
export function payloadOf<Record extends { uuid: string }>(product: MockProduct<Record>, record: Record | null, errors: UserError[] = []) {
  const { typename, key, view } = product.payload!;
  return { __typename: typename, [key]: record && !errors.length ? view(record) : null, errors };
}

/**
 * The handlers of a product's steps, as services/application's applyStep: her application, then
 * `run` returns the step's refusals (and the application is left as it was) or none.
 */
export function mockSteps<Record extends { uuid: string }>(product: MockProduct<Record>) {
  return <Args extends { input: { uuid: string } } = { input: { uuid: string; [field: string]: unknown } }>(
    name: string,
    run: (record: Record, input: Args['input']) => UserError[],
  ) =>
    graphql.mutation<{ [field: string]: unknown }, Args>(name, async ({ variables: { input } }) => {
      await pause();
      const record = readMockApplication(product, input.uuid);
      if (record instanceof Response) return record;
      const before = structuredClone(record);
      const errors = run(record, input);
      if (errors.length) product.store.set(record.uuid, before);
      else Object.assign(record, { updatedAt: nowIso() });
      return HttpResponse.json({ data: { [name]: payloadOf(product, record, errors) } });
    });
}

/** The columns a stage change reads and writes; its history rows are the product's (PurchaseStageChange, RestructureStageChange). */
interface StagedRecord {
  stage: string;
  denialCode: string | null;
  history: unknown[];
}

/** A product's stage machine over its records, as services/application's stageChange and applyStep run it. */
export function mockStages<Record extends StagedRecord, Event extends string>(
  transition: (stage: Record['stage'], event: Event, actor: Actor) => TransitionResult<Record['stage']>,
  product: ApplicationProduct,
) {
  const __typename = product === 'PURCHASE' ? 'PurchaseStageChange' : 'RestructureStageChange';
  return {
    /** Core's transition decides; the patch, the new stage and the history row land together. The refusal otherwise. */
    move(record: Record, event: Event, actor: Actor, patch: Partial<Record> = {}): UserError | null {
      const next = transition(record.stage, event, actor);
      if (!next.ok) return userError(next.code, next.message);
      Object.assign(record, patch);
      const at = nowIso();
      const reason = applicantStageReason(product, { toStage: next.stage, denialCode: record.denialCode as DenialCode | null });
      record.history.push({ __typename, event, fromStage: record.stage, toStage: next.stage, actor, reason, at });
      Object.assign(record, { stage: next.stage, updatedAt: at });
      return null;
    },
    /** Why the party cannot take this applicant's step now (core's stepRefusal), as a payload's errors. */
    refused(record: Record, event: Event, party: ApplicationParty = 'APPLICANT'): UserError[] {
      const refusal = stepRefusal(transition, record, event, party);
      return refusal ? [userError(refusal.code, refusal.message)] : [];
    },
  };
}

/** Stories' and tests' overrides of an application's read: one that never answers, and one that fails unexpectedly. */
export const applicationReadScenarios = (name: string) => ({
  loading: graphql.query(name, () => delay('infinite').then(() => HttpResponse.json({ data: null }))),
  failure: graphql.query(name, () =>
    HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
  ),
});

export const mockApplications = {
  /** Called once by each product's mock module as it loads. */
  register<Record extends { uuid: string }>(product: MockProduct<Record>): MockProduct<Record> {
    products.set(product.type, product as unknown as MockProduct<{ uuid: string }>);
    return product;
  },
  /** Her application of that type and her part in it; undefined for a visitor and for one that is not hers (the API's NOT_FOUND). */
  find(type: string, uuid: string): { party: ApplicationParty } | undefined {
    const product = products.get(type as MockApplicationType);
    const record = product && mockSession.isLoggedIn() ? settledApplication(product, uuid) : undefined;
    return record && { party: product!.party?.(record) ?? 'APPLICANT' };
  },
  start: (type: MockApplicationType, uuid: string) => products.get(type)?.start(uuid),
};
