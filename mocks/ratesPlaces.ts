import { isFullStreetAddress } from '#core/location';
import type { AddressSuggestionsQuery, PlaceQuery } from '#generated/web';

type MockPlace = NonNullable<PlaceQuery['place']>;
type MockLocation = MockPlace['location'];

function location(fields: Partial<MockLocation>): MockLocation {
  return {
    __typename: 'Location',
    placeId: null,
    streetName: null,
    streetNumber: null,
    unitNumber: null,
    zip: null,
    locality: null,
    county: null,
    state: null,
    country: 'US',
    lat: null,
    lng: null,
    ...fields,
  };
}

function place(placeId: string, formattedAddress: string, types: string[], fields: Partial<MockLocation>): MockPlace {
  return { __typename: 'Place', placeId, formattedAddress, types, isFullStreetAddress: isFullStreetAddress(types), location: location({ placeId, ...fields }) };
}

/**
 * The mocked gazetteer: street addresses in and out of the service area, and places that are not
 * streets, placed as the embedded geocoder (api/src/adapters/geocoder) places them: it knows no
 * county, and sees no building, so each sits at its ZIP's centroid (a city at its lowest ZIP's).
 */
export const mockPlaces: MockPlace[] = [
  place('mock-place-sf-larkin', '1450 Larkin St, San Francisco, CA 94109, USA', ['street_address'], {
    streetNumber: '1450',
    streetName: 'Larkin St',
    zip: '94109',
    locality: 'San Francisco',
    state: 'CA',
    lat: 37.7917,
    lng: -122.4186,
  }),
  place('mock-place-austin-sandpiper', '2201 Sandpiper Dr, Austin, TX 78745, USA', ['street_address'], {
    streetNumber: '2201',
    streetName: 'Sandpiper Dr',
    zip: '78745',
    locality: 'Austin',
    state: 'TX',
    lat: 30.2063,
    lng: -97.7956,
  }),
  place('mock-place-seattle-5th', '410 W 5th Ave Apt 3B, Seattle, WA 98119, USA', ['subpremise'], {
    streetNumber: '410',
    streetName: 'W 5th Ave',
    unitNumber: '3B',
    zip: '98119',
    locality: 'Seattle',
    state: 'WA',
    lat: 47.6379,
    lng: -122.3643,
  }),
  place('mock-place-denver-larimer', '1630 Larimer St, Denver, CO 80202, USA', ['premise'], {
    streetNumber: '1630',
    streetName: 'Larimer St',
    zip: '80202',
    locality: 'Denver',
    state: 'CO',
    lat: 39.7491,
    lng: -104.9946,
  }),
  place('mock-place-nyc-bleecker', '88 Bleecker St, New York, NY 10012, USA', ['street_address'], {
    streetNumber: '88',
    streetName: 'Bleecker St',
    zip: '10012',
    locality: 'New York',
    state: 'NY',
    lat: 40.7255,
    lng: -73.9983,
  }),
  place('mock-place-larkin-route', 'Larkin St, San Francisco, CA, USA', ['route'], {
    streetName: 'Larkin St',
    locality: 'San Francisco',
    state: 'CA',
    lat: 37.77,
    lng: -122.41,
  }),
  place('mock-place-san-francisco', 'San Francisco, CA, USA', ['locality', 'political'], {
    locality: 'San Francisco',
    state: 'CA',
    lat: 37.77,
    lng: -122.41,
  }),
  place('mock-place-austin', 'Austin, TX, USA', ['locality', 'political'], {
    locality: 'Austin',
    state: 'TX',
    lat: 30.3264,
    lng: -97.7713,
  }),
];

/** Like the real API: nothing under 3 characters; otherwise places whose address holds every word typed. */
export function suggestAddresses(query: string): AddressSuggestionsQuery['addressSuggestions'] {
  const words = query.toLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (query.trim().length < 3) return [];
  return mockPlaces
    .filter((candidate) => {
      const address = candidate.formattedAddress.toLowerCase();
      return words.every((word) => address.includes(word));
    })
    .slice(0, 5)
    .map((candidate) => ({ __typename: 'AddressSuggestion', placeId: candidate.placeId, description: candidate.formattedAddress }));
}

export function findPlace(placeId: string): MockPlace | null {
  return mockPlaces.find((candidate) => candidate.placeId === placeId) ?? null;
}
