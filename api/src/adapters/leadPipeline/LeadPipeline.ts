/** What the sales pipeline is told about a new prequalification. */
export interface PrequalLead {
  prequalUuid: string;
  /** FINANCING, RESTRUCTURE, PURCHASE, … */
  productFunnel: string | null;
  /** Two-letter state of the home, when known. */
  state: string | null;
  /** The account's email, when the prequal belongs to one. */
  email: string | null;
}

/**
 * The lead pipeline (a CRM): every prequal opens a deal there, and the deal's id is kept on the
 * prequal (Prequal.leadPipelineDealId). The embedded default numbers deals in PostgreSQL; a CRM
 * adapter is chosen by configuration.
 */
export interface LeadPipeline {
  /** 'embedded' or the CRM's name; logged when a deal cannot be opened. */
  readonly name: string;
  /** The deal's id. Asking again for the same prequal answers the same id. */
  openDeal(lead: PrequalLead): Promise<string>;
}
