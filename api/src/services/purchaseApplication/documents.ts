import type { Knex } from 'knex';
import { formatCents } from '#core/partnership/formatCents';
import { offerLetterName, PRE_APPROVAL_CONDITIONS, PRE_APPROVAL_TERMS, PURCHASE_OPTION_AGREEMENT_CLAUSES } from '#core/purchaseApplication/index';
import type { DocumentStore } from '../../adapters/documentStore/DocumentStore.js';
import type { AppConfig } from '../../config.js';
import { Document } from '../../models/Document.js';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import type { PurchaseOffer } from '../../models/PurchaseOffer.js';
import { User } from '../../models/User.js';
import { layOutFiguresDocument, renderFiguresDocument, type FiguresSection } from '../../pdf/renderFiguresDocument.js';
import { pdfPageCount } from '../../pdf/pdfPageCount.js';
import { storeSystemDocument } from '../documents/systemDocuments.js';
import { ROOFLINE_SIGNER, settlementScenarioTable, termAndSettlement } from '../documents/dealDocumentSections.js';
import { exhibitCSection, longDate, optionAgreementOf } from '../application/documents.js';
import { dealFigures } from './figures.js';
import { valuesOf } from './values.js';

// The documents Roofline writes for a purchase: the pre-approval letter on approval and the
// option agreement with the final Exhibit C at closing, rendered as PDF and kept through the
// documents capability (isSystemUpload), dated at the decision so a re-render is identical.

/** The buyers' names: the applicant, then the co-applicant named in the application. */
async function buyerNamesOf(db: Knex, application: PurchaseApplication): Promise<string[]> {
  const user = await User.query(db).findById(application.userUuid);
  const values = valuesOf(application);
  const applicant = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'The buyer';
  const co = values.hasCoApplicant ? [values.coApplicantFirstName, values.coApplicantLastName].filter(Boolean).join(' ') : '';
  return co ? [applicant, co] : [applicant];
}

const buyersOf = async (db: Knex, application: PurchaseApplication) => (await buyerNamesOf(db, application)).join(' and ');

/** The users who are the application's parties now: the applicant and the co-applicant who joined. */
export const partiesOf = (application: Pick<PurchaseApplication, 'userUuid' | 'coApplicantUserUuid'>): string[] =>
  application.coApplicantUserUuid ? [application.userUuid, application.coApplicantUserUuid] : [application.userUuid];

/**
 * An application's documents, oldest first: its current parties' uploads and the generated ones
 * (written as the applicant's). A replaced co-applicant's uploads are theirs, not the application's.
 * Letters tailored to an offer are the offer's (offerLetterOf).
 */
export async function purchaseDocuments(db: Knex, application: Pick<PurchaseApplication, 'uuid' | 'userUuid' | 'coApplicantUserUuid'>): Promise<Document[]> {
  return Document.query(db)
    .where({ applicationType: 'PURCHASE', applicationUuid: application.uuid })
    .whereIn('userUuid', partiesOf(application))
    .whereNull('purchaseOfferUuid')
    .orderBy('createdAt')
    .orderBy('uuid');
}

/**
 * The pre-approval letter: amount, expiry and conditions. Written once per approval. With an
 * offer, the letter tailored to it: its address and price in place of the pre-approved amount
 * (so a seller sees the offer, not the buyer's ceiling), one per offer and rewritten each time;
 * never for a price above the pre-approved amount (null).
 */
export async function writePreApprovalLetter(db: Knex, store: DocumentStore, uuid: string, offer?: PurchaseOffer): Promise<Document | null> {
  const application = await PurchaseApplication.query(db).findById(uuid);
  if (!application?.preApprovedAt || application.preApprovalAmountCents === null || !application.preApprovalExpiresAt) return null;
  if (offer && (offer.applicationUuid !== uuid || offer.priceCents > application.preApprovalAmountCents)) return null;
  if (!offer) {
    const existing = await Document.query(db).findOne({
      applicationType: 'PURCHASE',
      applicationUuid: uuid,
      type: 'PRE_APPROVAL_LETTER',
      isSystemUpload: true,
      purchaseOfferUuid: null,
    });
    if (existing && existing.createdAt >= application.preApprovedAt) return existing;
  }
  const values = valuesOf(application);
  const buyers = await buyersOf(db, application);
  const figures = offer
    ? [
        { label: 'Home', value: offer.address },
        { label: 'Pre-approved for', value: formatCents(offer.priceCents) },
      ]
    : [
        { label: 'Pre-approved up to', value: formatCents(application.preApprovalAmountCents) },
        { label: 'Down payment', value: values.downPaymentCents === null ? '-' : formatCents(values.downPaymentCents) },
        { label: 'Where', value: values.propertyAddress ?? application.state ?? '-' },
      ];
  const bytes = await renderFiguresDocument({
    title: 'Pre-approval letter',
    subtitle: `${buyers}. Pre-approved ${longDate(application.preApprovedAt)}.`,
    createdAt: application.preApprovedAt,
    sections: [{ heading: 'Partner purchase', figures: [...figures, { label: 'Good until', value: longDate(application.preApprovalExpiresAt) }] }],
    notes: [PRE_APPROVAL_TERMS, ...PRE_APPROVAL_CONDITIONS.map((condition, index) => `${index + 1}. ${condition}`)],
  });
  return storeSystemDocument(db, store, {
    userUuid: application.userUuid,
    applicationType: 'PURCHASE',
    applicationUuid: uuid,
    type: 'PRE_APPROVAL_LETTER',
    name: offer ? offerLetterName(offer.address) : 'Pre-approval letter.pdf',
    bytes,
    purchaseOfferUuid: offer?.uuid ?? null,
  });
}

/** The letter tailored to an offer, once written. */
export async function offerLetterOf(db: Knex, offerUuid: string): Promise<Document | undefined> {
  return Document.query(db).findOne({ type: 'PRE_APPROVAL_LETTER', isSystemUpload: true, purchaseOfferUuid: offerUuid });
}

/** Removes an offer's letter (its price went above the pre-approval): the row first, then its bytes. */
export async function removeOfferLetter(db: Knex, store: DocumentStore, offerUuid: string): Promise<void> {
  const letter = await offerLetterOf(db, offerUuid);
  if (!letter) return;
  await Document.query(db).deleteById(letter.uuid);
  await store.delete(letter.storageKey);
}

/** The generated option agreement, once written. */
export const purchaseOptionAgreementOf = (db: Knex, applicationUuid: string) => optionAgreementOf(db, 'PURCHASE', applicationUuid);

/**
 * The option agreement with the final Exhibit C, at closing, and its pages as the PDF lays them
 * out (contractPages, contractPageCount) for the buyer's contract review.
 */
export async function writePurchaseOptionAgreement(
  db: Knex,
  store: DocumentStore,
  config: Pick<AppConfig, 'EQUITY_BUILDER_CUTOFF_DATE'>,
  uuid: string,
): Promise<Document | null> {
  const application = await PurchaseApplication.query(db).findById(uuid);
  const at = application?.appraisalAndServicesSubmittedAt;
  if (!application || !at) return null;
  const figures = dealFigures(application, config, application, at);
  if (!figures) return null;
  const { deal, exhibitC } = figures;
  const sections: FiguresSection[] = [
    {
      heading: 'The deal',
      figures: [
        { label: 'Contract price', value: formatCents(application.contractPriceCents!) },
        { label: 'Appraised value', value: application.appraisedValueCents === null ? '-' : formatCents(application.appraisedValueCents) },
        { label: 'Buyers’ funds to close', value: formatCents(deal.buyerFundsToCloseCents) },
        { label: 'Roofline’s purchase', value: formatCents(deal.terms.purchaseCents) },
        { label: 'Monthly payment', value: formatCents(deal.terms.monthlyPaymentCents) },
      ],
    },
    exhibitCSection(exhibitC),
  ];
  const names = await buyerNamesOf(db, application);
  const { bytes, pages } = await layOutFiguresDocument({
    title: 'Option agreement',
    subtitle: `${names.join(' and ')}, ${valuesOf(application).propertyAddress ?? ''}. ${longDate(at)}.`,
    createdAt: at,
    sections: [...sections, termAndSettlement(deal.terms), settlementScenarioTable(deal.terms, 'Buyers')],
    notes: [...PURCHASE_OPTION_AGREEMENT_CLAUSES],
    signatures: [...names.map((name) => ({ name, role: 'buyer' })), ROOFLINE_SIGNER],
  });
  const document = await storeSystemDocument(db, store, {
    userUuid: application.userUuid,
    applicationType: 'PURCHASE',
    applicationUuid: uuid,
    type: 'OPTION_AGREEMENT',
    name: 'Option agreement.pdf',
    bytes,
  });
  await PurchaseApplication.query(db)
    .findById(uuid)
    .patch({ contractPageCount: pdfPageCount(bytes), contractPages: pages });
  return document;
}
