import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GooglePlacesGeocoder } from '#api/adapters/geocoder/GooglePlacesGeocoder';
import { createTestApp, type TestApp } from '../harness.js';

const SUGGEST = 'query Suggest($query: String!) { addressSuggestions(query: $query) { placeId description } }';
const PLACE = /* GraphQL */ `
  query Place($placeId: String!) {
    place(placeId: $placeId) {
      placeId
      formattedAddress
      types
      isFullStreetAddress
      location {
        placeId
        streetNumber
        streetName
        unitNumber
        zip
        locality
        county
        state
        country
        lat
        lng
      }
    }
  }
`;

interface Suggestion {
  placeId: string;
  description: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const suggest = async (query: string) => (await t.gql<{ addressSuggestions: Suggestion[] }>(SUGGEST, { query })).data?.addressSuggestions ?? [];
const place = async (placeId: string) => (await t.gql<{ place: Record<string, unknown> | null }>(PLACE, { placeId })).data?.place;

describe('the embedded geocoder', () => {
  it('suggests nothing for fewer than 3 characters', async () => {
    expect(await suggest('14')).toEqual([]);
  });

  it('completes a street address from its ZIP, and details it as a street address', async () => {
    const [first, ...others] = await suggest('1450 Larkin St, San Francisco, CA 94109');
    expect(others).toEqual([]);
    expect(first?.description).toBe('1450 Larkin St, San Francisco, CA 94109, USA');
    expect(first?.placeId).toMatch(/^rl1_[\w-]+$/);
    const details = await place(first?.placeId ?? '');
    expect(details).toMatchObject({
      formattedAddress: '1450 Larkin St, San Francisco, CA 94109, USA',
      types: ['street_address'],
      isFullStreetAddress: true,
      location: { streetNumber: '1450', streetName: 'Larkin St', unitNumber: null, zip: '94109', locality: 'San Francisco', state: 'CA', country: 'US' },
    });
    expect(details?.location).toMatchObject({ lat: expect.closeTo(37.79, 1), lng: expect.closeTo(-122.42, 1) });
  });

  it('suggests cities as they are typed, with the state narrowing them', async () => {
    const austin = await suggest('2100 Guadalupe St, Austi');
    expect(austin.map((s) => s.description)).toContain('2100 Guadalupe St, Austin, TX, USA');
    const inTexas = await suggest('2100 Guadalupe St, Austin, Texas');
    expect(inTexas.map((s) => s.description)).toEqual(['2100 Guadalupe St, Austin, TX, USA']);
  });

  it('marks a unit as a subpremise and a bare street or ZIP as not a full address', async () => {
    const [unit] = await suggest('500 Pine St Apt 4, Seattle, WA 98101');
    expect(await place(unit?.placeId ?? '')).toMatchObject({ types: ['subpremise'], isFullStreetAddress: true, location: { unitNumber: 'Apt 4' } });
    const [zipOnly] = await suggest('94109');
    expect(zipOnly?.description).toBe('San Francisco, CA 94109, USA');
    expect(await place(zipOnly?.placeId ?? '')).toMatchObject({ types: ['postal_code'], isFullStreetAddress: false });
    const [route] = await suggest('Larkin St, San Francisco, CA 94109');
    expect(await place(route?.placeId ?? '')).toMatchObject({ types: ['route'], isFullStreetAddress: false });
  });

  it('answers null for an unknown or tampered place id', async () => {
    expect(await place('ChIJ-not-ours')).toBeNull();
    expect(await place('rl1_bm90LWpzb24')).toBeNull();
  });

  it('refuses a ZIP that belongs to another state', async () => {
    expect(await suggest('1 Main St, Springfield, IL 94109')).toEqual([]);
  });
});

describe('the Google Places adapter (against the documented v1 shapes, not the live service)', () => {
  it('maps autocomplete predictions and place details, dropping the neighborhood', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = url.endsWith(':autocomplete')
        ? { suggestions: [{ placePrediction: { placeId: 'ChIJ123', text: { text: '1450 Larkin St, San Francisco, CA 94109, USA' } } }] }
        : {
            id: 'ChIJ123',
            formattedAddress: '1450 Larkin St, San Francisco, CA 94109, USA',
            types: ['premise'],
            location: { latitude: 37.7905, longitude: -122.4196 },
            addressComponents: [
              { longText: '1450', shortText: '1450', types: ['street_number'] },
              { longText: 'Larkin Street', shortText: 'Larkin St', types: ['route'] },
              { longText: 'Nob Hill', shortText: 'Nob Hill', types: ['neighborhood', 'political'] },
              { longText: 'San Francisco', shortText: 'SF', types: ['locality', 'political'] },
              { longText: 'San Francisco County', shortText: 'San Francisco County', types: ['administrative_area_level_2', 'political'] },
              { longText: 'California', shortText: 'CA', types: ['administrative_area_level_1', 'political'] },
              { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
              { longText: '94109', shortText: '94109', types: ['postal_code'] },
            ],
          };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const google = new GooglePlacesGeocoder('test-key', fakeFetch);

    expect(await google.suggest('1450 Larkin')).toEqual([{ placeId: 'ChIJ123', description: '1450 Larkin St, San Francisco, CA 94109, USA' }]);
    const details = await google.place('ChIJ123');
    expect(details).toEqual({
      placeId: 'ChIJ123',
      formattedAddress: '1450 Larkin St, San Francisco, CA 94109, USA',
      types: ['premise'],
      isFullStreetAddress: true,
      location: {
        placeId: 'ChIJ123',
        streetNumber: '1450',
        streetName: 'Larkin St',
        unitNumber: null,
        zip: '94109',
        locality: 'San Francisco',
        county: 'San Francisco County',
        state: 'CA',
        country: 'US',
        lat: 37.7905,
        lng: -122.4196,
      },
    });
    expect(calls[0]?.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    const detailHeaders = (calls[1]?.init.headers ?? {}) as Record<string, string>;
    expect(detailHeaders['X-Goog-FieldMask']).toContain('addressComponents');
    expect(detailHeaders['X-Goog-Api-Key']).toBe('test-key');
  });

  it('places a ZIP in its state with a postal-code text search, and knows no state for an unknown ZIP', async () => {
    const requests: Array<Record<string, unknown>> = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      const request = JSON.parse(String(init.body)) as { textQuery: string };
      requests.push(request);
      const places =
        request.textQuery === '94109'
          ? [
              {
                addressComponents: [
                  { longText: '94109', shortText: '94109', types: ['postal_code'] },
                  { longText: 'California', shortText: 'CA', types: ['administrative_area_level_1', 'political'] },
                ],
              },
            ]
          : [];
      return new Response(JSON.stringify({ places }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const google = new GooglePlacesGeocoder('test-key', fakeFetch);
    expect(await google.zipState('94109')).toBe('CA');
    expect(await google.zipState('00000')).toBeNull();
    expect(await google.zipState('941')).toBeNull();
    expect(requests).toEqual([
      { textQuery: '94109', includedType: 'postal_code', regionCode: 'us', languageCode: 'en' },
      { textQuery: '00000', includedType: 'postal_code', regionCode: 'us', languageCode: 'en' },
    ]);
  });
});
