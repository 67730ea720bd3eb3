import { dollarsToCents } from '#core/partnership/index';
import { ValuationSourceError, type HomeToValue, type HomeValue, type HomeValuationSource } from './HomeValuationSource.js';

export const ATTOM_API_BASE_URL = 'https://api.gateway.attomdata.com';

/** The parts of ATTOM's AVM detail answer we read. */
interface AttomAvmAnswer {
  status?: { code?: number; msg?: string };
  property?: Array<{ avm?: { eventDate?: string; amount?: { value?: number; scr?: number } } }>;
}

export interface AttomAvmSettings {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/**
 * ATTOM's automated valuation model (GET /propertyapi/v1.0.0/attomavm/detail by two-line
 * address, the key in the apikey header). Selected by VALUATION_PROVIDER=attom with
 * ATTOM_API_KEY. A slow or failing vendor is a ValuationSourceError (the job retries);
 * an address ATTOM cannot match has no value (the home keeps its last one).
 */
export class AttomAvmSource implements HomeValuationSource {
  readonly name = 'attom';
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly settings: AttomAvmSettings) {
    this.baseUrl = (settings.baseUrl ?? ATTOM_API_BASE_URL).replace(/\/+$/, '');
    this.fetchImpl = settings.fetchImpl ?? fetch;
  }

  async valueOf(home: HomeToValue, today: string): Promise<HomeValue | null> {
    const lines = addressLinesOf(home);
    if (!lines) return null;
    const url = `${this.baseUrl}/propertyapi/v1.0.0/attomavm/detail?${new URLSearchParams(lines).toString()}`;
    const answer = await this.get(url);
    if (answer.body.status?.msg === 'SuccessWithoutResult') return null;
    if (!answer.ok) throw new ValuationSourceError(`ATTOM answered ${answer.status}: ${answer.body.status?.msg ?? 'no message'}`);
    const avm = answer.body.property?.[0]?.avm;
    const dollars = avm?.amount?.value;
    if (dollars === undefined) return null;
    if (!Number.isFinite(dollars) || dollars <= 0) throw new ValuationSourceError(`ATTOM answered an unusable value: ${String(dollars)}`);
    const asOf = /^\d{4}-\d{2}-\d{2}/.test(avm?.eventDate ?? '') ? avm!.eventDate!.slice(0, 10) : today;
    const confidence = avm?.amount?.scr;
    return {
      valueCents: dollarsToCents(dollars),
      source: 'AUTOMATED_VALUATION',
      basis: `ATTOM's automated valuation of the home${confidence !== undefined ? ` (confidence score ${confidence} of 100)` : ''}`,
      asOf,
    };
  }

  private async get(url: string): Promise<{ ok: boolean; status: number; body: AttomAvmAnswer }> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { apikey: this.settings.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ValuationSourceError(
        timedOut ? `ATTOM did not answer within ${this.settings.timeoutMs} ms.` : `ATTOM could not be reached: ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (response.status === 401 || response.status === 403)
      throw new ValuationSourceError(`ATTOM refused the API key (${response.status}); check ATTOM_API_KEY.`);
    let body: AttomAvmAnswer;
    try {
      body = (await response.json()) as AttomAvmAnswer;
    } catch (error) {
      throw new ValuationSourceError(`ATTOM answered ${response.status} with a body that is not JSON.`, { cause: error });
    }
    return { ok: response.ok, status: response.status, body };
  }
}

/** ATTOM's two-line address: street, then "city, state zip". Null without a street and a state. */
export function addressLinesOf(home: HomeToValue): { address1: string; address2: string } | null {
  const { streetNumber, streetName, unitNumber, locality, zip } = home.address;
  const state = home.state ?? home.address.state;
  if (!streetName || !state) return null;
  const address1 = [streetNumber, streetName, unitNumber ? `#${unitNumber}` : null].filter(Boolean).join(' ');
  const address2 = `${locality ? `${locality}, ` : ''}${state}${zip ? ` ${zip}` : ''}`;
  return { address1, address2 };
}
