/**
 * What the deal's documents say beyond the offer's figures: how long the agreement runs, how it
 * settles, what each side receives if the home's value changes, and who signs. Computed from the
 * model, so a document can never state a term or an outcome the model would not produce.
 */
import { formatCents } from '../money/formatMoney.js';
import { DEFAULT_VALUE_CHANGES } from './costComparison.js';
import { percentOf } from './fixedPoint.js';
import { settlement, type PartnershipTerms } from './model.js';

/** The agreement has no end date: it ends at a sale, a settlement, or once the share is bought back. */
export const DEAL_TERM = 'From closing until the home is sold, the agreement is settled, or Roofline’s share is bought back';

/** How the agreement settles: the option agreement's clause, in short. There is no cap either way. */
export const SETTLEMENT_RULE =
  'At a sale or settlement Roofline receives the designated percentage of the home’s value at that time, rounded half up to the cent; you receive the rest. There is no cap: Roofline’s share rises and falls with the home’s value.';

/** "16 years 8 months", "1 month", "10 years". */
function yearsAndMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => (n === 0 ? null : `${n} ${unit}${n === 1 ? '' : 's'}`);
  return [part(years, 'year'), part(rest, 'month')].filter(Boolean).join(' ');
}

/**
 * How long the scheduled reduction payments take to buy back Roofline's whole share if the home
 * keeps its agreed value: its purchase over R, the last payment being the remainder. Null
 * without a reduction payment (Saver).
 */
export function scheduledBuyBack(terms: Pick<PartnershipTerms, 'purchaseCents' | 'reductionPaymentCents'>): string | null {
  if (terms.reductionPaymentCents <= 0 || terms.purchaseCents <= 0) return null;
  const payments = Math.ceil(terms.purchaseCents / terms.reductionPaymentCents);
  return `${payments} payments of ${formatCents(terms.reductionPaymentCents)} (${yearsAndMonths(payments)}) at the agreed value; more if the value rises, fewer if it falls`;
}

export interface SettlementScenario {
  /** −0.2 … +0.5 of the agreed value. */
  change: number;
  /** "–20%" (an en dash, which the PDFs' standard fonts print), "No change", "+50%". */
  changeLabel: string;
  valueCents: number;
  /** What Roofline's share is worth at that value: DP·V, half up to the cent. */
  rooflineCents: number;
  /** What the homeowner keeps before any mortgage they kept. */
  homeownerCents: number;
}

const changeLabel = (change: number) => (change === 0 ? 'No change' : `${change > 0 ? '+' : '–'}${Math.round(Math.abs(change) * 100)}%`);

/** The heading and columns of the scenario table the deal's documents print, for `owners` ("You", or the buyers' names). */
export const SETTLEMENT_SCENARIO_HEADING = 'If the home’s value changes';
export const settlementScenarioColumns = (owners: string) => ['Home value change', 'Home value', 'Roofline’s share', `${owners} keep`];

/** The settlement at the agreed value moved −20% … +50%, the cost comparison's range. */
export function settlementScenarios(
  terms: Pick<PartnershipTerms, 'designatedPercentage' | 'agreedValueCents'>,
  changes: readonly number[] = DEFAULT_VALUE_CHANGES,
): SettlementScenario[] {
  return changes.map((change) => {
    const delta = percentOf(terms.agreedValueCents, Math.abs(change), 'halfUp');
    const valueCents = terms.agreedValueCents + Math.sign(change) * delta;
    const sale = settlement(terms.designatedPercentage, valueCents);
    return { change, changeLabel: changeLabel(change), valueCents, rooflineCents: sale.rooflineCents, homeownerCents: sale.homeownerGrossCents };
  });
}
