import { toStateCode } from './usStates.js';

/** A place's address fields as the schema's Location and LocationInput carry them. */
export interface LocationFields {
  placeId?: string | null;
  streetName?: string | null;
  streetNumber?: string | null;
  unitNumber?: string | null;
  neighborhood?: string | null;
  zip?: string | null;
  locality?: string | null;
  county?: string | null;
  state?: string | null;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export type StoredLocationFields = Omit<LocationFields, 'neighborhood'>;

/**
 * A location as Roofline keeps and shows it (spec section 3): the neighborhood dropped and the
 * state as its two-letter code (a name we cannot read is kept as given, so nothing typed is lost).
 */
export function toStoredLocation<T extends LocationFields>(location: T): Omit<T, 'neighborhood'> & { state: string | null } {
  const { neighborhood: _dropped, ...kept } = location;
  return { ...kept, state: toStateCode(kept.state) ?? kept.state ?? null };
}

/** Google-style place types that mean a whole street address (spec section 5). */
const FULL_ADDRESS_TYPES = ['street_address', 'subpremise', 'premise'];

export function isFullStreetAddress(types: readonly string[]): boolean {
  return types.some((type) => FULL_ADDRESS_TYPES.includes(type));
}
