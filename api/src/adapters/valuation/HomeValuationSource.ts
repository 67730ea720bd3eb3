import type { StoredLocation } from '../../models/Prequal.js';

/** What a valuation source needs to know about a home. */
export interface HomeToValue {
  uuid: string;
  address: StoredLocation;
  state: string | null;
  /** YYYY-MM-DD. */
  closingDate: string;
  /** The agreed value at closing (V0). */
  originalAgreedValueCents: number;
}

/** A home value with what explains it, for the dashboard's "based on …, as of …". */
export interface HomeValue {
  valueCents: number;
  source: 'HOUSE_PRICE_INDEX' | 'AUTOMATED_VALUATION';
  /** Words that finish "based on …". */
  basis: string;
  /** YYYY-MM-DD: the date the value is for. */
  asOf: string;
}

/** The source could not be asked (time-out, refused key, unreadable answer); the job retries later. */
export class ValuationSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ValuationSourceError';
  }
}

/**
 * Where the scheduled refresh gets a home's current value: the seeded house-price index by
 * default, or an outside automated valuation model (AVM) chosen by configuration.
 */
export interface HomeValuationSource {
  /** 'house-price-index' or the vendor's name; logged with each refresh. */
  readonly name: string;
  /** The home's value on `today` (YYYY-MM-DD), or null when the source has none for it. */
  valueOf(home: HomeToValue, today: string): Promise<HomeValue | null>;
}
