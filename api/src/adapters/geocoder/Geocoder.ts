import type { AddressSuggestion, Place } from '#generated/server';

/** Address search: suggestions while typing, then a place's details as a Location. */
export interface Geocoder {
  suggest(query: string): Promise<AddressSuggestion[]>;
  /** Null when the place id is unknown or malformed. */
  place(placeId: string): Promise<Place | null>;
  /** The two-letter state of a 5-digit ZIP code; null when the ZIP is unknown. */
  zipState(zip: string): Promise<string | null>;
}

export const MAX_SUGGESTIONS = 5;
