import type { ExhibitCFields } from '#core/partnership/index';
import type { PurchaseApplicationValues, PurchaseStage } from '#core/purchaseApplication/index';
import { BaseModel } from './BaseModel.js';
import type { StoredContractPage } from './RestructureApplication.js';

/** A purchase (partner purchase) application: spec section 3's fields, money in integer cents. */
export class PurchaseApplication extends BaseModel {
  static override tableName = 'purchase_applications';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  prequalUuid!: string | null;
  stage!: PurchaseStage;
  expirationDate!: Date;
  state!: string | null;
  creditScoreEstimate!: string | null;
  timeline!: string | null;
  buyerPurchaseStage!: string | null;
  applicationValues!: Partial<PurchaseApplicationValues>;
  coApplicantUserUuid!: string | null;
  coApplicantInviteSha256!: string | null;
  coApplicantInvitedAt!: Date | null;
  coApplicantJoinedAt!: Date | null;
  agentLinkSha256!: string | null;
  agentLinkExpiresAt!: Date | null;
  missingDocuments!: string[];
  denialCode!: string | null;
  applicationSubmittedAt!: Date | null;
  uploadsCompletedAt!: Date | null;
  preApprovedAt!: Date | null;
  preApprovalAmountCents!: number | null;
  preApprovalExpiresAt!: Date | null;
  contractAcceptedAt!: Date | null;
  acceptedOfferUuid!: string | null;
  contractPriceCents!: number | null;
  /** The appraiser's value (the latest recorded; purchase_appraisals keeps each with who recorded it). */
  appraisedValueCents!: number | null;
  appraisalReceivedAt!: Date | null;
  exhibitC!: ExhibitCFields | null;
  myOffersSubmittedAt!: Date | null;
  appraisalAndServicesSubmittedAt!: Date | null;
  closingSectionSubmittedAt!: Date | null;
  closedAt!: Date | null;
  /** The option agreement written at CLOSING: its pages as the PDF prints them, and how many. */
  contractPageCount!: number | null;
  contractPages!: StoredContractPage[] | null;
  optionAgreementViewedAt!: Date | null;
  /** The buyer's acceptance of the option agreement (contractAcceptedAt is the pre-approval's terms'). */
  optionAgreementAcceptedAt!: Date | null;
  optionAgreementAcceptedIp!: string | null;
  optionAgreementAcceptedUserAgent!: string | null;
  optionAgreementDocumentSha256!: string | null;
  /** The linked account monthly payments come from after closing (a FinancialAccount uuid). */
  paymentFinancialAccountUuid!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes() {
    return ['applicationValues', 'missingDocuments', 'exhibitC', 'contractPages'];
  }
}
