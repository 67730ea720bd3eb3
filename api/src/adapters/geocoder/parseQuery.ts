import parser from 'parse-address';
import { toStateCode } from '#core/usStates';

export interface TypedAddress {
  street: { number?: string; streetName?: string; unit?: string };
  city: string | null;
  state: string | null;
  zip: string | null;
}

const MIN_QUERY = 3;
const MAX_QUERY = 200;

/**
 * Splits what has been typed so far into a street part and a place part: "1450 Larkin St,
 * San Fr" is the street "1450 Larkin St" in a city starting "San Fr"; a trailing state code or
 * name and a ZIP are recognized; a bare ZIP or city name is a place part alone.
 */
export function parseAddressQuery(query: string): TypedAddress | null {
  const text = query.replace(/\s+/g, ' ').trim();
  if (text.length < MIN_QUERY || text.length > MAX_QUERY) return null;
  const [first = '', ...rest] = text.split(',').map((part) => part.trim());
  const startsWithNumber = /^\d+[A-Za-z]?\s/.test(first);
  if (!rest.length && !startsWithNumber) return { street: {}, ...placePart(first) };
  const full = parser.parseLocation(text);
  const streetParse = parser.parseLocation(first) ?? {};
  const streetName = [streetParse.prefix, streetParse.street, streetParse.type, streetParse.suffix].filter(Boolean).join(' ');
  const unit = [streetParse.sec_unit_type, streetParse.sec_unit_num].filter(Boolean).join(' ');
  const street = { number: streetParse.number, streetName: streetName || undefined, unit: unit || undefined };
  if (!rest.length) {
    // "1450 Larkin St San Francisco CA 94109" without commas: trust the parser's split.
    return { street, city: full?.city ?? null, state: toStateCode(full?.state), zip: full?.zip ?? null };
  }
  return { street, ...placePart(rest.join(' ')) };
}

function placePart(text: string): Omit<TypedAddress, 'street'> {
  const words = text.split(' ').filter(Boolean);
  let zip: string | null = null;
  let state: string | null = null;
  if (words.length && /^\d{5}(-\d{4})?$/.test(words.at(-1) ?? '')) zip = (words.pop() ?? '').slice(0, 5);
  // A state is the last word or two (e.g. "North Carolina"), when there is a city before it or nothing else.
  for (const take of [2, 1]) {
    if (words.length < take) continue;
    const candidate = toStateCode(words.slice(-take).join(' '));
    if (candidate && (words.length > take || zip)) {
      state = candidate;
      words.splice(-take);
      break;
    }
  }
  const city = words.join(' ').trim();
  return { city: city.length >= 2 ? city : null, state, zip };
}
