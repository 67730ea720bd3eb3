/** Who is verified: the applicant's legal name and date of birth, never a document or an SSN of ours. */
export interface IdentityApplicant {
  /** Our id for the verification (the application's uuid): asking again answers the same inquiry. */
  reference: string;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
}

export type IdentityStatus = 'PENDING' | 'VERIFIED' | 'FAILED';

/** One inquiry as the vendor reports it. */
export interface IdentityInquiry {
  /** The vendor's inquiry id. */
  id: string;
  status: IdentityStatus;
  /** The vendor's reason code for a failure; null otherwise. */
  reason: string | null;
}

/**
 * Identity verification (decision 0034), shaped like a vendor's inquiries (Persona, Stripe
 * Identity): an inquiry is started once per reference, is pending for a while, then verified or
 * failed.
 */
export interface IdentityVerifier {
  /** 'sandbox' or the vendor's name; logged with each check. */
  readonly name: string;
  /** Starts the inquiry for the reference, or answers the one already started as it stands now. */
  start(applicant: IdentityApplicant, now: Date): Promise<IdentityInquiry>;
}
