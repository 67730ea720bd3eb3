import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalHttpServer, type LocalAnswer, type ReceivedRequest } from '#tests/support/localHttpServer';
import { addressLinesOf, AttomAvmSource } from './AttomAvmSource.js';
import type { HomeToValue } from './HomeValuationSource.js';

const HOME: HomeToValue = {
  uuid: 'b7e0c3d2-5a41-4f8e-9c6d-2e1f0a9b8c02',
  address: { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109' },
  state: 'CA',
  closingDate: '2026-06-15',
  originalAgreedValueCents: 800_000_00,
};

/** The ATTOM stand-in answers by the street asked for. */
const ANSWERS: Record<string, LocalAnswer> = {
  '2210 Grand Ave': {
    status: 200,
    json: { status: { code: 0, msg: 'SuccessWithResult', total: 1 }, property: [{ avm: { eventDate: '2026-11-01', amount: { scr: 91, value: 842_500 } } }] },
  },
  '1 Nowhere Rd': { status: 400, json: { status: { code: 1, msg: 'SuccessWithoutResult', total: 0 } } },
  '2 Broken St': { status: 500, json: { status: { code: -1, msg: 'Internal error' } } },
  '3 Garbled St': { status: 200, text: '<html>gateway</html>' },
  '4 Slow St': 'hang',
};

let attom: Awaited<ReturnType<typeof startLocalHttpServer>>;
const answerFor = (request: ReceivedRequest): LocalAnswer =>
  request.headers.apikey !== 'attom-test-key'
    ? { status: 401, json: {} }
    : (ANSWERS[new URL(request.url, 'http://x').searchParams.get('address1') ?? ''] ?? { status: 404, json: {} });

beforeAll(async () => {
  attom = await startLocalHttpServer(answerFor);
});
afterAll(() => attom.close());

// Generous for answers that come; short only where the stand-in never answers.
const source = (apiKey = 'attom-test-key', timeoutMs = 10_000) => new AttomAvmSource({ apiKey, baseUrl: attom.baseUrl, timeoutMs });
const at = (street: string): HomeToValue => ({ ...HOME, address: { ...HOME.address, streetNumber: null, streetName: street } });

describe("ATTOM's automated valuation", () => {
  it('asks for the home by its two-line address with the key, and says what the value is based on', async () => {
    expect(await source().valueOf(HOME, '2026-12-02')).toEqual({
      valueCents: 842_500_00,
      source: 'AUTOMATED_VALUATION',
      basis: "ATTOM's automated valuation of the home (confidence score 91 of 100)",
      asOf: '2026-11-01',
    });
    const asked = attom.received.at(-1)!;
    expect(asked.method).toBe('GET');
    expect(asked.headers.apikey).toBe('attom-test-key');
    const url = new URL(asked.url, 'http://x');
    expect(url.pathname).toBe('/propertyapi/v1.0.0/attomavm/detail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ address1: '2210 Grand Ave', address2: 'San Diego, CA 92109' });
  });

  it('has no value for an address ATTOM cannot match, or a home without a street', async () => {
    expect(await source().valueOf(at('1 Nowhere Rd'), '2026-12-02')).toBeNull();
    expect(addressLinesOf({ ...HOME, address: { state: 'CA' } })).toBeNull();
  });

  it('fails clearly on a refused key, a vendor error, a body that is not JSON and a time-out', async () => {
    await expect(source('wrong-key').valueOf(HOME, '2026-12-02')).rejects.toThrow('ATTOM refused the API key (401); check ATTOM_API_KEY.');
    await expect(source().valueOf(at('2 Broken St'), '2026-12-02')).rejects.toThrow('ATTOM answered 500: Internal error');
    await expect(source().valueOf(at('3 Garbled St'), '2026-12-02')).rejects.toThrow('ATTOM answered 200 with a body that is not JSON.');
    await expect(source('attom-test-key', 200).valueOf(at('4 Slow St'), '2026-12-02')).rejects.toMatchObject({
      name: 'ValuationSourceError',
      message: 'ATTOM did not answer within 200 ms.',
    });
  });
});
