import sheetCsv from '../migrations/seeds/data/rate-sheet-2026-11-20.csv?raw';
import type { RateOptionDetailsQuery, RatesPageQuery } from '#generated/web';
import { LRUCache } from 'lru-cache';
import {
  DEFAULT_LICENSED_STATES,
  parseSheet,
  priceScenario,
  type PricingSheet,
  rateOptionName,
  type RatesInput,
  type RateOptionView,
  scenarioKey,
  sheetFromFile,
  toRateOption,
  toScenario,
} from '#core/rates/index';

type RatesResult = RatesPageQuery['ratesPage'];
type MockRateOption = RatesResult['rateOptions'][number];
type MockRateOptionDetails = NonNullable<RateOptionDetailsQuery['rateOption']>;

/** A uuid-shaped name for a text (FNV-1a, four seeds): the same text always gives the same uuid. */
export function mockUuid(text: string): string {
  const hex = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let hash = seed >>> 0;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

let seeded: PricingSheet | null = null;

/** The seeded rate sheet (the one `npm run db:seed` imports), parsed by core/rates on first use. */
export function seededSheet(): PricingSheet {
  if (seeded) return seeded;
  const parsed = parseSheet(sheetCsv);
  if (!parsed.ok) throw new Error(`The seeded rate sheet does not parse: ${parsed.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
  seeded = sheetFromFile(parsed.file, mockUuid('seeded rate sheet'), mockUuid);
  return seeded;
}

/** An option as the results list carries it: the card's figures, not the fee lines or the schedule. */
function asRateOption(view: RateOptionView): MockRateOption {
  const { feeBreakdown: _lines, amortizationByYear: _years, ...card } = view;
  return { ...card, __typename: 'RateOption', lender: { __typename: 'Lender', ...view.lender } };
}

/** What an option's details load (rateOptionDetails), as the API answers it. */
function asRateOptionDetails(view: RateOptionView): MockRateOptionDetails {
  return {
    __typename: 'RateOption',
    rateOptionUuid: view.rateOptionUuid,
    feeBreakdown: view.feeBreakdown.map(({ section, name, amount }) => ({ __typename: 'FeeLine', section, name, amount })),
    amortizationByYear: view.amortizationByYear.map(({ year, principalPaid, interestPaid, endingBalance }) => ({
      __typename: 'AmortizationYear',
      year,
      principalPaid,
      interestPaid,
      endingBalance,
    })),
  };
}

/** Options priced recently, by uuid, as the API finds a stored quote's details; the oldest go first. */
const QUOTES_KEPT = 500;
const quoted = new LRUCache<string, RateOptionView>({ max: QUOTES_KEPT });

/** An option's fee lines and yearly schedule, for an option priced by priceRates; null when unknown. */
export function rateOptionDetails(rateOptionUuid: string): MockRateOptionDetails | null {
  const view = quoted.get(rateOptionUuid);
  return view ? asRateOptionDetails(view) : null;
}

/**
 * Prices a refinance with the real engine (core/rates) on the seeded sheet, in the default
 * licensed states, as the API answers ratesPage: same options, figures and refusals.
 */
export function priceRates(input: RatesInput): RatesResult {
  const sheet = seededSheet();
  const rateSheetEffectiveAt = sheet.effectiveAt.toISOString();
  const parsed = toScenario(input, DEFAULT_LICENSED_STATES);
  if ('refusal' in parsed) {
    return {
      __typename: 'RatesResult',
      pricingResultUuid: null,
      rateSheetEffectiveAt,
      rateOptions: [],
      errors: [{ __typename: 'UserError', ...parsed.refusal }],
    };
  }
  const pricingResultUuid = mockUuid(`${sheet.uuid}|${scenarioKey(parsed.scenario)}`);
  const outcome = priceScenario(sheet, parsed.scenario);
  return {
    __typename: 'RatesResult',
    pricingResultUuid,
    rateSheetEffectiveAt,
    rateOptions: outcome.options.map((ranked) => {
      const view = toRateOption(ranked, pricingResultUuid, mockUuid(`${pricingResultUuid}/${rateOptionName(ranked)}`));
      quoted.set(view.rateOptionUuid, view);
      return asRateOption(view);
    }),
    errors: outcome.errors.map((refusal) => ({ __typename: 'UserError', ...refusal })),
  };
}
