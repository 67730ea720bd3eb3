/**
 * The figures Roofline's pages and articles quote: its limits and worked examples, each
 * computed here by the model, so copy can never promise what an offer does not say.
 * Content files name them as {{placeholders}}, filled as they load (fillPitchFigures); pages read
 * them directly.
 */
import { formatCents } from '../money/formatMoney.js';
import { formatContractPercent, formatPercent } from '../percent/formatPercent.js';
import { monthlyPayment } from '../loanMath/amortization.js';
import { centsToDollars, dollarsToCents } from '../money/cents.js';
import { dpToPercent } from './fixedPoint.js';
import { purchaseDeal } from './exhibitC.js';
import { limitPercent, pitchLimits } from './pitchLimits.js';
import { restructureTerms, settlement, shareAfterBuyBack, type PartnershipTerms } from './model.js';
import { productName } from './productText.js';

/** The homeowner of the examples: an $800,000 home, a $300,000 mortgage, $100,000 of cash. */
export const PITCH_HOMEOWNER = { agreedValueCents: 800_000_00, mortgageBalanceCents: 300_000_00, cashCents: 100_000_00 } as const;

/** The buyer of the examples: a $630,000 home (appraised at the price) with $80,000 down. */
export const PITCH_BUYER = { contractPriceCents: 630_000_00, appraisedValueCents: 630_000_00, downPaymentCents: 80_000_00 } as const;

/**
 * The comparison of the HELOC article: $60,000 from a $600,000 home with a $300,000 mortgage at
 * 3.25% (30 years), against a cash-out refinance at 6.75% (30 years), a HELOC at 8.5%
 * interest-only and a home equity loan at 8.25% (15 years).
 */
export const PITCH_COMPARISON = {
  agreedValueCents: 600_000_00,
  mortgageBalanceCents: 300_000_00,
  cashCents: 60_000_00,
  mortgageRatePercent: 3.25,
  refinanceRatePercent: 6.75,
  helocRatePercent: 8.5,
  homeEquityLoanRatePercent: 8.25,
  homeEquityLoanMonths: 180,
} as const;

/** The end values of the settlement examples, as changes from the agreed value. */
const VALUE_CHANGES = [
  { key: 'down', change: -0.1 },
  { key: 'flat', change: 0 },
  { key: 'up', change: 0.2 },
] as const;

/** Dollars from core/loanMath (rounded to the cent) to cents. */
const loanCents = (dollars: number) => dollarsToCents(dollars);
const share = (terms: PartnershipTerms) => formatPercent(dpToPercent(terms.designatedPercentage));

/** The figures of one product's offer, under `prefix`: its name, share, usage fee, buy-back, monthly payment. */
function offerFigures(prefix: string, terms: PartnershipTerms): Record<string, string> {
  return {
    [`${prefix}.name`]: productName(terms.product),
    [`${prefix}.purchase`]: formatCents(terms.purchaseCents),
    [`${prefix}.share`]: share(terms),
    [`${prefix}.usageFee`]: formatCents(terms.usageFeeCents),
    [`${prefix}.reductionPayment`]: formatCents(terms.reductionPaymentCents),
    [`${prefix}.monthlyPayment`]: formatCents(terms.monthlyPaymentCents),
  };
}

function homeownerFigures(): Record<string, string> {
  const keep = restructureTerms({ ...PITCH_HOMEOWNER, product: 'KEEP' });
  const figures: Record<string, string> = {
    'homeowner.homeValue': formatCents(PITCH_HOMEOWNER.agreedValueCents),
    'homeowner.mortgage': formatCents(PITCH_HOMEOWNER.mortgageBalanceCents),
    'homeowner.cash': formatCents(PITCH_HOMEOWNER.cashCents),
    ...offerFigures('keep', keep),
    ...offerFigures('payoff', restructureTerms({ ...PITCH_HOMEOWNER, product: 'PAYOFF' })),
    ...offerFigures('saver', restructureTerms({ ...PITCH_HOMEOWNER, product: 'SAVER' })),
  };
  // What KEEP's share is worth at the end, and what the homeowner keeps before the mortgage.
  for (const { key, change } of VALUE_CHANGES) {
    const value = Math.round(PITCH_HOMEOWNER.agreedValueCents * (1 + change));
    const end = settlement(keep.designatedPercentage, value);
    figures[`settle.${key}.value`] = formatCents(value);
    figures[`settle.${key}.change`] = change === 0 ? 'unchanged' : `${change > 0 ? 'up' : 'down'} ${limitPercent(Math.abs(change))}`;
    figures[`settle.${key}.roofline`] = formatCents(end.rooflineCents);
    figures[`settle.${key}.homeowner`] = formatCents(end.homeownerGrossCents);
  }
  // A buy-back of one point of the home at the agreed value, and the scheduled buy-back's share.
  const onePointCents = Math.round(PITCH_HOMEOWNER.agreedValueCents / 100);
  const afterPoint = shareAfterBuyBack(keep.designatedPercentage, onePointCents, PITCH_HOMEOWNER.agreedValueCents);
  const afterScheduled = shareAfterBuyBack(keep.designatedPercentage, keep.reductionPaymentCents, PITCH_HOMEOWNER.agreedValueCents);
  figures['buyBack.onePoint'] = formatCents(onePointCents);
  figures['buyBack.shareAfterOnePoint'] = formatContractPercent(dpToPercent(afterPoint));
  figures['buyBack.scheduledPoints'] = formatContractPercent(dpToPercent(keep.designatedPercentage - afterScheduled)).replace('%', '');
  return figures;
}

function buyerFigures(): Record<string, string> {
  const deal = purchaseDeal(PITCH_BUYER);
  return {
    'buyer.price': formatCents(PITCH_BUYER.contractPriceCents),
    'buyer.downPayment': formatCents(PITCH_BUYER.downPaymentCents),
    ...offerFigures('buyer', deal.terms),
  };
}

function comparisonFigures(): Record<string, string> {
  const c = PITCH_COMPARISON;
  const current = loanCents(monthlyPayment(centsToDollars(c.mortgageBalanceCents), c.mortgageRatePercent, 360));
  const refinanceCents = c.mortgageBalanceCents + c.cashCents;
  const refinance = loanCents(monthlyPayment(centsToDollars(refinanceCents), c.refinanceRatePercent, 360));
  const partnership = restructureTerms({ ...c, product: 'KEEP' });
  return {
    'compare.homeValue': formatCents(c.agreedValueCents),
    'compare.mortgageRate': formatContractPercent(c.mortgageRatePercent),
    'compare.refinanceRate': formatContractPercent(c.refinanceRatePercent),
    'compare.helocRate': formatContractPercent(c.helocRatePercent),
    'compare.homeEquityLoanRate': formatContractPercent(c.homeEquityLoanRatePercent),
    'compare.homeEquityLoanYears': String(c.homeEquityLoanMonths / 12),
    'compare.mortgage': formatCents(c.mortgageBalanceCents),
    'compare.cash': formatCents(c.cashCents),
    'compare.currentPayment': formatCents(current),
    'compare.refinanceLoan': formatCents(refinanceCents),
    'compare.refinancePayment': formatCents(refinance),
    'compare.refinanceAdded': formatCents(refinance - current),
    'compare.helocInterest': formatCents(Math.round((c.cashCents * c.helocRatePercent) / 100 / 12)),
    'compare.homeEquityLoanPayment': formatCents(loanCents(monthlyPayment(centsToDollars(c.cashCents), c.homeEquityLoanRatePercent, c.homeEquityLoanMonths))),
    ...offerFigures('compare.keep', partnership),
  };
}

/** Every figure the pitch may quote, by name. */
export function pitchFigures(): Readonly<Record<string, string>> {
  return {
    ...pitchLimits(),
    ...homeownerFigures(),
    ...buyerFigures(),
    ...comparisonFigures(),
  };
}
