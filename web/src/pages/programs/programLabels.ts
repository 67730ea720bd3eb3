import type { ProgramProduct, ProgramType } from '#generated/web';

export const PRODUCT_PATHS: Record<ProgramProduct, 'finance' | 'purchase'> = { FINANCE: 'finance', PURCHASE: 'purchase' };

export function productFromPath(path: string | undefined): ProgramProduct | null {
  if (path === 'finance') return 'FINANCE';
  if (path === 'purchase') return 'PURCHASE';
  return null;
}

export const PRODUCT_TEXT: Record<ProgramProduct, { title: string; short: string; description: string }> = {
  FINANCE: {
    title: 'Refinance and home equity programs',
    short: 'Refinance and equity',
    description: 'Loan and partnership programs for homeowners: lower your rate, change your term, or turn equity into cash.',
  },
  PURCHASE: {
    title: 'Home buying programs',
    short: 'Buying a home',
    description: 'Low down payment loans, down payment assistance and partner purchase for buyers, filtered by where you are buying.',
  },
};

export const PROGRAM_TYPE_LABELS: Record<ProgramType, string> = {
  DOWN_PAYMENT_ASSISTANCE: 'Down payment assistance',
  FIRST_TIME_BUYER: 'First-time buyers',
  VETERAN: 'Veterans and service members',
  LOW_DOWN_PAYMENT: 'Low down payment',
  RATE_AND_TERM_REFINANCE: 'Rate-and-term refinance',
  CASH_OUT_REFINANCE: 'Cash-out refinance',
  HOME_EQUITY_PARTNERSHIP: 'Home equity partnership',
  ENERGY_EFFICIENCY: 'Energy efficiency',
};

export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export function availabilityText(program: { nationwide: boolean; states: readonly string[] }): string {
  if (program.nationwide) return 'Available nationwide';
  if (program.states.length <= 3) return `Available in ${program.states.map((code) => STATE_NAMES[code] ?? code).join(', ')}`;
  return `Available in ${program.states.length} states`;
}
