import type { Knex } from 'knex';
import type { Model } from 'objection';
import type { ApplicationParty } from '#core/application/parties';
import type { Actor, TransitionResult } from '#core/application/stageMachine';
import type { ApplicationProduct as ProductName } from '#core/partnership/applicantStageReason';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import type { StageActor, StageChange, StageChangeOptions } from './stageChange.js';
import type { ApplicationWork } from './work.js';

// Plain shapes, not Objection models: a model type narrowed to a product's stages is not a
// subtype of a wider model type, so the workflow reaches the tables through typeof Model.

/** The columns the workflow reads and writes on every kind of application. */
export interface ApplicationRecord {
  uuid: string;
  userUuid: string;
  stage: string;
  updatedAt: Date;
  uploadsCompletedAt: Date | null;
  missingDocuments: string[];
  /** The option agreement read page by page (core/partnership's contract review). */
  contractPageCount: number | null;
  optionAgreementViewedAt: Date | string | null;
}

/** The audit row's columns the workflow reads (the stage-change writer fills them all). */
export interface AuditRecord {
  event: string;
  fromStage: string;
  toStage: string;
  actor: string;
  details: unknown;
  createdAt: Date;
}

/** The types one product plugs in: its row, its stage machine's events, its audit row, its API view and payload field. */
export interface ProductTypes {
  application: ApplicationRecord;
  event: string;
  auditRow: AuditRecord;
  view: unknown;
  key: string;
}

/** An application and the part the signed-in user plays in it. */
export interface PartyAccess<Application> {
  application: Application;
  party: ApplicationParty;
}

export type Stage<T extends ProductTypes> = T['application']['stage'];
export type ProductStageChange<T extends ProductTypes> = StageChange<T['application'], T['auditRow']>;

/**
 * What a product gives the one application workflow: its tables, its stage machine, what its
 * submit and its uploads ask, its API shape and what follows a stage change. Everything else
 * (loading with a lock, who may see it, step refusals, audit rows, queued review, payloads) is
 * the workflow's.
 */
export interface ApplicationProduct<T extends ProductTypes> {
  /** Names log lines: 'purchase', 'restructure'. */
  kind: string;
  /** The product as the applicant's stage history words it. */
  name: ProductName;
  /** The NOT_FOUND wording: 'Purchase application'. */
  noun: string;
  model: typeof Model;
  auditRows: typeof Model;
  /** The column of a co-applicant who may open the application too; null when only its owner may. */
  coApplicantColumn: (keyof T['application'] & string) | null;
  transition: (stage: Stage<T>, event: T['event'], actor: Actor) => TransitionResult<Stage<T>>;
  /** The product's stage-change writer (stageChangeWriter over its transition and audit table). */
  changeStage: (
    trx: Knex.Transaction,
    application: T['application'],
    event: T['event'],
    by: StageActor,
    options: StageChangeOptions<T['application']>,
  ) => Promise<ProductStageChange<T>>;
  /** The automatic review's job, queued with the submit and with each round of uploads. */
  reviewJob: string;
  /** The review's and a reviewer's denial. */
  denyEvent: T['event'];
  documents: {
    /** The review's request for the documents still missing. */
    requestEvent: T['event'];
    /** The documents the application's stage asks for that are not uploaded yet (core's rule). */
    missing: (db: Knex, application: T['application']) => Promise<string[]>;
  };
  submit: {
    event: T['event'];
    /** The column that records when the answers were submitted. */
    submittedAt: keyof T['application'] & string;
    /** Missing answers (INCOMPLETE, one per answer) and any other refusal the applicant can clear by editing. */
    refusals: (ctx: ServiceContext, application: T['application']) => FieldError[];
  };
  uploads: {
    /** The stage at which the review reads the documents. */
    reviewStage: Stage<T>;
    /** The applicant's answer to a request for more documents: back to reviewStage. */
    moreDocumentsEvent: T['event'];
  };
  /** The application's field in a mutation's payload. */
  payloadKey: T['key'];
  view: (access: PartyAccess<T['application']>) => T['view'];
  /** What follows a committed stage change, outside its transaction: the approval's documents, the stage mail. */
  afterChange: (work: ApplicationWork, change: ProductStageChange<T> & { ok: true }) => Promise<void>;
  /** Finishes an approval whose documents were not written (a failed attempt), when the review finds one. */
  finishApproval: (work: ApplicationWork, application: T['application']) => Promise<void>;
}
