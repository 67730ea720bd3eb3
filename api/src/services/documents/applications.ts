import type { Knex } from 'knex';
import type { ApplicationType } from '#core/documents/index';
import { RefinanceApplication } from '../../models/RefinanceApplication.js';

/** What the documents service needs to know about an application it keeps documents for. */
export interface DocumentApplication {
  uuid: string;
  /** Whether the applicant may still add, replace or delete documents (the stage allows it). */
  documentsEditable: boolean;
  /**
   * Whether the user is the applicant, not another party (a purchase's co-applicant): only the
   * applicant links banks and chooses the payment account.
   */
  applicant: boolean;
  /**
   * For an application shared with its parties: the users who are its parties now. Documents
   * belong to their uploader, so a former party's uploads are no longer shared with the others.
   */
  partyUserUuids?: readonly string[];
}

/**
 * How to find one kind of application for its owner. Each application kind registers one, so
 * partnership (RESTRUCTURE) and purchase applications plug in without touching this service;
 * core/documents names the stages in which each allows document changes.
 */
export interface DocumentApplicationKind {
  type: ApplicationType;
  /** The user's own application, or null when it does not exist or is someone else's. */
  findOwned(db: Knex, userUuid: string, applicationUuid: string): Promise<DocumentApplication | null>;
  /**
   * Every party findOwned admits may download every document of the application uploaded by one
   * of its parties (partyUserUuids: a purchase's applicant and co-applicant); otherwise only the
   * uploader's own.
   */
  sharedWithParties?: boolean;
}

const refinance: DocumentApplicationKind = {
  type: 'REFINANCE',
  async findOwned(db, userUuid, applicationUuid) {
    const application = await RefinanceApplication.query(db).findOne({ uuid: applicationUuid, userUuid });
    // The lender asks for documents after submission too, and nothing closes a refinance
    // application yet, so its documents stay editable.
    return application ? { uuid: application.uuid, documentsEditable: true, applicant: true } : null;
  },
};

const kinds = new Map<ApplicationType, DocumentApplicationKind>([[refinance.type, refinance]]);

/** Registers (or replaces) how one kind of application is found; called once at module load. */
export function registerDocumentApplicationKind(kind: DocumentApplicationKind): void {
  kinds.set(kind.type, kind);
}

export function applicationKind(type: ApplicationType): DocumentApplicationKind | undefined {
  return kinds.get(type);
}

export async function findOwnedApplication(db: Knex, userUuid: string, type: ApplicationType, applicationUuid: string) {
  const kind = kinds.get(type);
  return kind ? kind.findOwned(db, userUuid, applicationUuid) : null;
}
