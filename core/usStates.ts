/**
 * The one list of US states, DC and territories, by postal code (docs/decisions/0007). It holds
 * every code a US mailing address may use, the five inhabited territories included (PR, GU, VI,
 * AS, MP): an address, a profile or a loan application may be in any of them. Where Roofline
 * lends is a separate, configured list (LICENSED_STATES); the partnership excludes territories.
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'GU', name: 'Guam' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'MP', name: 'Northern Mariana Islands' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

export const US_STATE_CODES = US_STATES.map((state) => state.code) as [UsStateCode, ...UsStateCode[]];

/** The territories: US addresses, but outside the 50 states and DC. */
export const US_TERRITORY_CODES: ReadonlySet<string> = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);

const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);
const CODE_BY_NAME = new Map<string, string>([...US_STATES.map((state): [string, string] => [state.name.toLowerCase(), state.code]), ['virgin islands', 'VI']]);

export function isUsStateCode(value: string): value is UsStateCode {
  return CODES.has(value);
}

/** 'CA', 'ca', 'California' or ' new  york ' → the two-letter code; anything else → null. */
export function toStateCode(value: string | null | undefined): UsStateCode | null {
  if (!value) return null;
  const key = value.trim().replace(/\s+/g, ' ');
  const upper = key.toUpperCase();
  if (isUsStateCode(upper)) return upper;
  return (CODE_BY_NAME.get(key.toLowerCase()) as UsStateCode | undefined) ?? null;
}
