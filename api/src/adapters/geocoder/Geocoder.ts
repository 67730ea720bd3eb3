import type { AddressSuggestion, Place } from '../../../../generated/server.js';

/** Address search: suggestions while typing, then a place's details as a Location. */
export interface Geocoder {
  suggest(query: string): Promise<AddressSuggestion[]>;
  /** Null when the place id is unknown or malformed. */
  place(placeId: string): Promise<Place | null>;
}

/** Google-style place types that mean a whole street address (spec section 5). */
const FULL_ADDRESS_TYPES = ['street_address', 'subpremise', 'premise'];

export function isFullStreetAddress(types: readonly string[]): boolean {
  return types.some((type) => FULL_ADDRESS_TYPES.includes(type));
}

export const MAX_SUGGESTIONS = 5;
