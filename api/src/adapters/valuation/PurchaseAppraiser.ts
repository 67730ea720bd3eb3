/** What an appraisal vendor is told when a purchase's accepted offer goes to appraisal. */
export interface AppraisalOrder {
  applicationUuid: string;
  /** The accepted offer's address, as the buyer recorded it. */
  address: string;
  contractPriceCents: number;
}

/** The appraiser's report: the value and who appraised the home (kept in the audit row). */
export interface AppraisalReport {
  valueCents: number;
  appraiser: string;
}

/**
 * Orders the appraisal of a home being bought. A vendor's answer arrives later (its report is
 * recorded then); the embedded sandbox answers at once, as a vendor's sandbox does.
 */
export interface PurchaseAppraiser {
  readonly name: string;
  order(order: AppraisalOrder): Promise<AppraisalReport>;
}
