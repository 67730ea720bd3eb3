import type { Knex } from 'knex';
import type { DocumentType } from '#core/documents/index';
import {
  dpToPercent,
  exhibitCFields,
  OPTION_AGREEMENT_CLAUSES,
  productName,
  SAVER_ESTIMATE_LABEL,
  type PartnershipTerms,
  type ProductPreference,
} from '#core/partnership/index';
import { formatCents } from '#core/partnership/formatCents';
import { generatedDocumentName } from '#core/partnership/generatedDocuments';
import { formatPercent } from '#core/percent/formatPercent';
import type { DocumentStore } from '../../adapters/documentStore/DocumentStore.js';
import type { AppConfig } from '../../config.js';
import { Document } from '../../models/Document.js';
import { RestructureApplication, type StoredContractPage } from '../../models/RestructureApplication.js';
import { User } from '../../models/User.js';
import { layOutFiguresDocument, type FiguresDocument, type FiguresSection } from '../../pdf/renderFiguresDocument.js';
import { pdfPageCount } from '../../pdf/pdfPageCount.js';
import { ROOFLINE_SIGNER, settlementNotes, settlementScenarioTable, termAndSettlement } from '../documents/dealDocumentSections.js';
import { exhibitCSection, longDate, optionAgreementOf } from '../application/documents.js';
import { termsOf } from './eligibility.js';
import { storeSystemDocument } from '../documents/systemDocuments.js';

// The documents Roofline writes for an approved application, with the applicant's figures:
// rendered as PDF and kept through the documents capability (isSystemUpload).

interface Parties {
  applicantName: string;
  address: string;
  approvedAt: Date;
}

function partiesOf(application: RestructureApplication, user: User): Parties {
  const location = application.propertyLocation;
  const street = [location?.streetNumber, location?.streetName, location?.unitNumber ? `#${location.unitNumber}` : null].filter(Boolean).join(' ');
  const address = [street, location?.locality, [location?.state, location?.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const applicantName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { applicantName, address, approvedAt: application.approvedAt ?? new Date(0) };
}

function dealFigures(terms: PartnershipTerms): FiguresSection {
  return {
    heading: 'The deal',
    figures: [
      { label: 'Product', value: productName(terms.product) },
      { label: 'Original agreed value', value: formatCents(terms.agreedValueCents) },
      { label: 'Cash to you at closing', value: formatCents(terms.cashToHomeownerCents) },
      { label: 'Mortgage paid off at closing', value: formatCents(terms.mortgagePayoffCents) },
      { label: 'Second loan paid off at closing', value: formatCents(terms.secondLoanPayoffCents) },
      { label: 'Mortgage you keep', value: formatCents(terms.remainingMortgageCents) },
      { label: 'Roofline’s purchase', value: formatCents(terms.purchaseCents) },
      { label: 'Designated percentage', value: formatPercent(dpToPercent(terms.designatedPercentage)) },
    ],
  };
}

function paymentFigures(terms: PartnershipTerms): FiguresSection {
  return {
    heading: 'Each month',
    figures: [
      { label: 'Annual usage rate', value: formatPercent(terms.usageRate * 100) },
      { label: 'Usage fee', value: formatCents(terms.usageFeeCents) },
      { label: 'Reduction payment', value: formatCents(terms.reductionPaymentCents) },
      { label: 'Additional monthly equity', value: formatCents(terms.additionalMonthlyEquityCents) },
      { label: 'Monthly payment', value: formatCents(terms.monthlyPaymentCents) },
    ],
  };
}

const exhibitC = (terms: PartnershipTerms, parties: Parties, config: Pick<AppConfig, 'EQUITY_BUILDER_CUTOFF_DATE'>) =>
  exhibitCSection(
    exhibitCFields(terms, { dealDate: parties.approvedAt.toISOString().slice(0, 10), equityBuilderCutoffDate: config.EQUITY_BUILDER_CUTOFF_DATE }),
  );

/** Each generated document's content, for the approved terms of the chosen product. */
export function generatedDocumentContents(application: RestructureApplication, user: User, config: Pick<AppConfig, 'EQUITY_BUILDER_CUTOFF_DATE'>) {
  const product = (application.productPreference ?? 'PAYOFF') as ProductPreference;
  const terms = termsOf(application, product);
  const saverTerms = termsOf(application, 'SAVER');
  const parties = partiesOf(application, user);
  const subtitle = `${parties.applicantName}, ${parties.address}. Approved ${longDate(parties.approvedAt)}.`;
  const base = { subtitle, createdAt: parties.approvedAt };
  const homeowner = { name: parties.applicantName, role: 'homeowner' };
  const documents: Array<{ type: string; name: string; content: FiguresDocument }> = [
    {
      type: 'TERM_SHEET',
      name: generatedDocumentName('TERM_SHEET', product),
      content: {
        ...base,
        title: 'Term sheet',
        sections: [dealFigures(terms), paymentFigures(terms), termAndSettlement(terms), settlementScenarioTable(terms), exhibitC(terms, parties, config)],
        notes: ['These terms are valid until the offer expires. Money is rounded to the cent once, at the end of each computation.', ...settlementNotes(terms)],
        signatures: [homeowner, ROOFLINE_SIGNER],
      },
    },
    {
      type: 'ESTIMATE_SHEET',
      name: generatedDocumentName('ESTIMATE_SHEET', product),
      content: {
        ...base,
        title: 'Estimate sheet',
        sections: [paymentFigures(terms), termAndSettlement(terms), settlementScenarioTable(terms)],
        notes: ['The usage fee falls as reduction payments and additional purchases lower the designated percentage.', ...settlementNotes(terms)],
        signatures: [homeowner],
      },
    },
    {
      type: 'ESTIMATE_SHEET_SAVER',
      name: generatedDocumentName('ESTIMATE_SHEET_SAVER', product),
      content: {
        ...base,
        title: 'Estimate sheet: Saver',
        sections: [
          {
            heading: 'Each month with Saver',
            figures: [
              { label: 'Designated percentage', value: formatPercent(dpToPercent(saverTerms.designatedPercentage)) },
              // The offer card shows the same figure: core/partnership saverMonthlyPayment, on every product's terms.
              { label: SAVER_ESTIMATE_LABEL, value: formatCents(terms.estimatedMonthlyPaymentSaverCents) },
            ],
          },
          termAndSettlement(saverTerms),
          settlementScenarioTable(saverTerms),
        ],
        notes: [
          'Saver pays off the mortgage at closing with no scheduled reduction payment: the monthly payment is the usage fee alone.',
          ...settlementNotes(saverTerms),
        ],
        signatures: [homeowner],
      },
    },
    {
      type: `CONTRACT_SUMMARY_${product}`,
      name: generatedDocumentName(`CONTRACT_SUMMARY_${product}`, product),
      content: {
        ...base,
        title: `Contract summary: ${productName(product)}`,
        sections: [dealFigures(terms), paymentFigures(terms)],
        notes: [OPTION_AGREEMENT_CLAUSES[5]!, OPTION_AGREEMENT_CLAUSES[4]!],
      },
    },
    {
      type: 'OPTION_AGREEMENT',
      name: generatedDocumentName('OPTION_AGREEMENT', product),
      content: {
        ...base,
        title: 'Option agreement',
        sections: [dealFigures(terms), paymentFigures(terms), termAndSettlement(terms), settlementScenarioTable(terms), exhibitC(terms, parties, config)],
        notes: [...OPTION_AGREEMENT_CLAUSES],
        signatures: [homeowner, ROOFLINE_SIGNER],
      },
    },
  ];
  return documents;
}

/** The application's documents (uploads and generated), oldest first. */
export async function applicationDocuments(db: Knex, applicationUuid: string): Promise<Document[]> {
  return Document.query(db).where({ applicationType: 'RESTRUCTURE', applicationUuid }).orderBy('createdAt').orderBy('uuid');
}

/** The generated option agreement, once written. */
export const restructureOptionAgreementOf = (db: Knex, applicationUuid: string) => optionAgreementOf(db, 'RESTRUCTURE', applicationUuid);

/**
 * Renders the documents of an approved application and keeps them through the documents
 * capability (isSystemUpload; a second rendering replaces the first of each type), then records
 * the option agreement's page count. Does nothing when they are already written.
 */
export async function generateDocuments(
  db: Knex,
  store: DocumentStore,
  config: Pick<AppConfig, 'EQUITY_BUILDER_CUTOFF_DATE'>,
  uuid: string,
): Promise<RestructureApplication> {
  const application = await RestructureApplication.query(db).findById(uuid);
  if (!application) throw new Error(`restructure application ${uuid} not found`);
  if (application.contractPageCount !== null && (await restructureOptionAgreementOf(db, uuid))) return application;
  const user = await User.query(db).findById(application.userUuid);
  if (!user) throw new Error(`user of restructure application ${uuid} not found`);
  let contract: { contractPageCount: number; contractPages: StoredContractPage[] } = { contractPageCount: 0, contractPages: [] };
  for (const { type, name, content } of generatedDocumentContents(application, user, config)) {
    const { bytes, pages } = await layOutFiguresDocument(content);
    await storeSystemDocument(db, store, {
      userUuid: user.uuid,
      applicationType: 'RESTRUCTURE',
      applicationUuid: uuid,
      type: type as DocumentType,
      name,
      bytes,
    });
    if (type === 'OPTION_AGREEMENT') contract = { contractPageCount: pdfPageCount(bytes), contractPages: pages };
  }
  return application.$query(db).patchAndFetch(contract);
}

/** A document's bytes, whole. */
export async function readDocumentBytes(store: DocumentStore, document: Pick<Document, 'storageKey'>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(document.storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
