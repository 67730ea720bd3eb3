import type { AddressSuggestion, Location, Place } from '#generated/server';
import { isFullStreetAddress, toStoredLocation } from '#core/location';
import { toStateCode } from '#core/usStates';
import { type Geocoder, MAX_SUGGESTIONS } from './Geocoder.js';

const API = 'https://places.googleapis.com/v1';

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface PlaceDetails {
  id?: string;
  formattedAddress?: string;
  types?: string[];
  location?: { latitude?: number; longitude?: number };
  addressComponents?: AddressComponent[];
}

/**
 * Google Places API (New), v1 REST: places:autocomplete for suggestions and places/{id} for
 * details, chosen when GOOGLE_PLACES_API_KEY is set. Written against the documented request and
 * response shapes; it cannot be reached from the build machines, so it is untested against the
 * live service.
 */
export class GooglePlacesGeocoder implements Geocoder {
  constructor(
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async suggest(query: string): Promise<AddressSuggestion[]> {
    const input = query.trim();
    if (input.length < 3) return [];
    const body = (await this.call(`${API}/places:autocomplete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input, includedRegionCodes: ['us'], languageCode: 'en' }),
    })) as { suggestions?: Array<{ placePrediction?: { placeId?: string; text?: { text?: string } } }> } | null;
    return (body?.suggestions ?? [])
      .flatMap(({ placePrediction }) =>
        placePrediction?.placeId && placePrediction.text?.text ? [{ placeId: placePrediction.placeId, description: placePrediction.text.text }] : [],
      )
      .slice(0, MAX_SUGGESTIONS);
  }

  /** A Places text search for the ZIP as a postal code; its first-level administrative area is the state. */
  async zipState(zip: string): Promise<string | null> {
    if (!/^\d{5}$/.test(zip)) return null;
    const body = (await this.call(`${API}/places:searchText`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Goog-FieldMask': 'places.addressComponents' },
      body: JSON.stringify({ textQuery: zip, includedType: 'postal_code', regionCode: 'us', languageCode: 'en' }),
    })) as { places?: Array<{ addressComponents?: AddressComponent[] }> } | null;
    const components = body?.places?.[0]?.addressComponents ?? [];
    const matches = components.some((c) => c.types?.includes('postal_code') && c.longText === zip);
    const state = components.find((c) => c.types?.includes('administrative_area_level_1'));
    return matches ? toStateCode(state?.shortText) : null;
  }

  async place(placeId: string): Promise<Place | null> {
    if (!/^[\w-]{1,300}$/.test(placeId)) return null;
    const details = (await this.call(`${API}/places/${encodeURIComponent(placeId)}`, {
      headers: { 'X-Goog-FieldMask': 'id,formattedAddress,addressComponents,location,types' },
    })) as PlaceDetails | null;
    return details ? toPlace(placeId, details) : null;
  }

  private async call(url: string, init: RequestInit): Promise<unknown> {
    const response = await this.fetchImpl(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Goog-Api-Key': this.apiKey } });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
    return response.json();
  }
}

/** Maps Places address components onto Location, stored as core/location keeps every location. */
export function toPlace(placeId: string, details: PlaceDetails): Place {
  const component = (type: string) => details.addressComponents?.find((c) => c.types?.includes(type));
  const types = details.types ?? [];
  const location: Location = toStoredLocation({
    placeId,
    streetNumber: component('street_number')?.longText ?? null,
    streetName: component('route')?.shortText ?? component('route')?.longText ?? null,
    unitNumber: component('subpremise')?.longText ?? null,
    zip: component('postal_code')?.longText ?? null,
    locality: (component('locality') ?? component('postal_town') ?? component('sublocality'))?.longText ?? null,
    county: component('administrative_area_level_2')?.longText ?? null,
    neighborhood: component('neighborhood')?.longText ?? null,
    state: component('administrative_area_level_1')?.shortText ?? null,
    country: component('country')?.shortText ?? null,
    lat: details.location?.latitude ?? null,
    lng: details.location?.longitude ?? null,
  });
  return { placeId, formattedAddress: details.formattedAddress ?? '', types, isFullStreetAddress: isFullStreetAddress(types), location };
}
