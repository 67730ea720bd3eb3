import type { AddressSuggestion, Location, Place } from '#generated/server';
import { isFullStreetAddress } from '#core/location';
import { type Geocoder, MAX_SUGGESTIONS } from './Geocoder.js';
import { decodePlaceId, encodePlaceId, type PlaceParts } from './placeId.js';
import { parseAddressQuery } from './parseQuery.js';
import { toStateCode } from '#core/usStates';
import { citiesStartingWith, lookupZip, zipState } from './zipGazetteer.js';

/**
 * The embedded US geocoder: parses what is typed (parse-address) and resolves the city, state
 * and ZIP part against the ZIP-code gazetteer (zipcodes). It cannot see individual buildings,
 * so a street address is as precise as its ZIP: coordinates are the ZIP's (or city's) centroid.
 */
export class OfflineGeocoder implements Geocoder {
  async zipState(zip: string): Promise<string | null> {
    return /^\d{5}$/.test(zip) ? zipState(zip) : null;
  }

  async suggest(query: string): Promise<AddressSuggestion[]> {
    const typed = parseAddressQuery(query);
    if (!typed) return [];
    const { street, city, state, zip } = typed;
    let places: PlaceParts[] = [];
    if (zip) {
      const known = lookupZip(zip);
      if (known && (!state || state === known.state)) places = [{ ...street, city: known.city, state: known.state, zip: known.zip }];
    } else if (city) {
      // A town with a single ZIP has its ZIP known; elsewhere the ZIP must be typed to be verified.
      places = citiesStartingWith(city, state, MAX_SUGGESTIONS).map((found) => ({
        ...street,
        city: found.city,
        state: found.state,
        ...(found.cityZipCount === 1 ? { zip: found.zip } : {}),
      }));
    }
    return places.map((parts) => ({ placeId: encodePlaceId(parts), description: describe(parts) }));
  }

  async place(placeId: string): Promise<Place | null> {
    const parts = decodePlaceId(placeId);
    if (!parts) return null;
    const state = toStateCode(parts.state);
    if (!state) return null;
    const zipPlace = parts.zip ? lookupZip(parts.zip) : null;
    if (parts.zip && zipPlace?.state !== state) return null;
    const centroid = zipPlace ?? (parts.city ? citiesStartingWith(parts.city, state, 1)[0] : null);
    const types = placeTypes(parts);
    const location: Location = {
      placeId,
      streetNumber: parts.number ?? null,
      streetName: parts.streetName ?? null,
      unitNumber: parts.unit ?? null,
      zip: parts.zip ?? null,
      locality: parts.city ?? zipPlace?.city ?? null,
      county: null,
      state,
      country: 'US',
      lat: centroid?.lat ?? null,
      lng: centroid?.lng ?? null,
    };
    return { placeId, formattedAddress: describe({ ...parts, state }), types, isFullStreetAddress: isFullStreetAddress(types), location };
  }
}

/** As Google types them: an address with a unit is a subpremise, with a number a street address. */
function placeTypes(parts: PlaceParts): string[] {
  if (parts.number && parts.streetName) return [parts.unit ? 'subpremise' : 'street_address'];
  if (parts.streetName) return ['route'];
  if (parts.zip) return ['postal_code'];
  return ['locality', 'political'];
}

/** "1450 Larkin St Apt 4, San Francisco, CA 94109, USA" */
function describe(parts: PlaceParts): string {
  const street = [parts.number, parts.streetName, parts.unit].filter(Boolean).join(' ');
  const region = [parts.state, parts.zip].filter(Boolean).join(' ');
  return [street, parts.city, region, 'USA'].filter(Boolean).join(', ');
}
