import type {
  CreditScoreRange,
  LoanBuyerType,
  MortgageType,
  RatesErrorCode,
  RatesInput,
  RatesPageQuery,
  RatesSort,
} from '../generated/web';
import { aprOfRuns, monthlyPayment, yearlyFixedSchedule } from '../core/loanMath';
import { MOCK_LICENSED_STATES } from './ratesPlaces';

type RatesResult = RatesPageQuery['ratesPage'];
type PricedOption = RatesResult['rateOptions'][number];
type FeeLine = PricedOption['feeBreakdown'][number];

interface MockLender {
  uuid: string;
  companyName: string;
  loanBuyerType: LoanBuyerType;
  /** Added to every par rate of the lender, in percent. */
  rateOffset: number;
  originationFee: number;
  programs: MortgageType[];
  /** Government lender: prices FHA and VA loans only. */
  government?: boolean;
}

/** A rate sheet of four lenders, with par rates near the market of late 2026. */
export const MOCK_LENDERS: MockLender[] = [
  { uuid: '3a0b6c1e-8f2d-4d51-9c70-5e2a1b7d4c01', companyName: 'Harborline Mortgage', loanBuyerType: 'FANNIE_MAE', rateOffset: 0, originationFee: 1_095, programs: ['FIXED_30_YEARS', 'FIXED_15_YEARS', 'ADJUSTABLE_7_YEARS'] },
  { uuid: '3a0b6c1e-8f2d-4d51-9c70-5e2a1b7d4c02', companyName: 'Summit Federal Credit Union', loanBuyerType: 'PORTFOLIO', rateOffset: -0.125, originationFee: 750, programs: ['FIXED_30_YEARS', 'FIXED_20_YEARS', 'ADJUSTABLE_5_YEARS', 'ADJUSTABLE_10_YEARS'] },
  { uuid: '3a0b6c1e-8f2d-4d51-9c70-5e2a1b7d4c03', companyName: 'Cascade Home Loans', loanBuyerType: 'FREDDIE_MAC', rateOffset: 0.125, originationFee: 0, programs: ['FIXED_30_YEARS', 'FIXED_15_YEARS', 'FIXED_10_YEARS'] },
  { uuid: '3a0b6c1e-8f2d-4d51-9c70-5e2a1b7d4c04', companyName: 'Liberty Veterans Lending', loanBuyerType: 'GINNIE_MAE', rateOffset: -0.25, originationFee: 995, programs: ['FIXED_30_YEARS', 'FIXED_15_YEARS'], government: true },
];

const PAR_RATES: Record<MortgageType, number> = {
  FIXED_30_YEARS: 6.25,
  FIXED_20_YEARS: 6.125,
  FIXED_15_YEARS: 5.5,
  FIXED_10_YEARS: 5.375,
  ADJUSTABLE_10_YEARS: 6.0,
  ADJUSTABLE_7_YEARS: 5.875,
  ADJUSTABLE_5_YEARS: 5.75,
  ADJUSTABLE_3_YEARS: 5.625,
};
/** Popularity rank for MOST_POPULAR (lower is more popular). */
const POPULARITY: MortgageType[] = ['FIXED_30_YEARS', 'FIXED_15_YEARS', 'FIXED_20_YEARS', 'ADJUSTABLE_7_YEARS', 'ADJUSTABLE_5_YEARS', 'FIXED_10_YEARS', 'ADJUSTABLE_10_YEARS', 'ADJUSTABLE_3_YEARS'];
/** Rate rows around par: a lower rate costs points, a higher one earns a lender credit. */
const RATE_ROWS = [
  { rateDelta: -0.25, points: 1 },
  { rateDelta: -0.125, points: 0.5 },
  { rateDelta: 0, points: 0 },
  { rateDelta: 0.125, points: -0.5 },
];
const CREDIT_RATE_ADJUSTMENT: Partial<Record<CreditScoreRange, number>> = {
  SCORE_720_739: 0.125, SCORE_700_719: 0.125, SCORE_680_699: 0.25, SCORE_660_679: 0.375, SCORE_640_659: 0.5, SCORE_620_639: 0.625,
};
const LOWEST_CONVENTIONAL_BANDS: CreditScoreRange[] = ['SCORE_600_619', 'SCORE_580_599', 'SCORE_550_579', 'SCORE_549_DOWN'];

const ERROR_MESSAGES: Record<RatesErrorCode, string> = {
  OUT_OF_AREA: 'Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!',
  LTV_TOO_HIGH: 'The loan would be more than 97% of the home value.',
  LOAN_AMOUNT_OUT_OF_RANGE: 'The loan amount is outside the range our lenders offer.',
  CREDIT_TOO_LOW: 'No lender offers a conventional loan for this credit score.',
  NO_ELIGIBLE_PROGRAM: 'No loan program fits these details.',
  DTI_TOO_HIGH: 'The new payment and your monthly debts would be too large a share of your income.',
  INVALID_INPUT: 'Please complete all fields.',
};

const PRICING_RESULT_UUID = '7d3e9a40-1c2b-4f6e-8a5d-0b9c8e7f6a10';

const round2 = (value: number) => Math.round(value * 100) / 100;

function refusal(code: RatesErrorCode): RatesResult {
  return { __typename: 'RatesResult', pricingResultUuid: null, rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z', rateOptions: [], errors: [{ __typename: 'RatesError', code, message: ERROR_MESSAGES[code] }] };
}

function optionUuid(lenderIndex: number, programIndex: number, rowIndex: number): string {
  const suffix = (lenderIndex * 100 + programIndex * 10 + rowIndex).toString(16).padStart(12, '0');
  return `5c1d2e3f-4a5b-4c6d-8e7f-${suffix}`;
}

function feeBreakdown(lender: MockLender, loanAmount: number, ratePercent: number, costOfPoints: number): FeeLine[] {
  const line = (section: FeeLine['section'], name: string, amount: number): FeeLine => ({ __typename: 'FeeLine', section, name, amount: round2(amount) });
  const lines: FeeLine[] = [];
  if (lender.originationFee > 0) lines.push(line('ORIGINATION_CHARGES', 'Origination fee', lender.originationFee));
  if (costOfPoints > 0) lines.push(line('ORIGINATION_CHARGES', `Points (${round2((costOfPoints / loanAmount) * 100)}% of loan amount)`, costOfPoints));
  lines.push(
    line('SERVICES_YOU_CANNOT_SHOP_FOR', 'Appraisal fee', 625),
    line('SERVICES_YOU_CANNOT_SHOP_FOR', 'Credit report fee', 65),
    line('SERVICES_YOU_CANNOT_SHOP_FOR', 'Flood determination fee', 12),
    line('SERVICES_YOU_CAN_SHOP_FOR', "Title – Lender's title insurance", Math.round(loanAmount * 0.0028)),
    line('SERVICES_YOU_CAN_SHOP_FOR', 'Title – Settlement agent fee', 650),
    line('TAXES_AND_GOVERNMENT_FEES', 'Recording fees', 125),
    line('PREPAIDS', 'Prepaid interest (15 days)', ((loanAmount * ratePercent) / 100 / 365) * 15),
  );
  if (costOfPoints < 0) lines.push(line('LENDER_CREDITS', 'Lender credit', costOfPoints));
  return lines;
}

function sortOptions(options: PricedOption[], sort: RatesSort, programOf: Map<string, MortgageType>) {
  const popularity = (option: PricedOption) => POPULARITY.indexOf(programOf.get(option.rateOptionUuid) ?? 'FIXED_30_YEARS');
  const compare: Record<RatesSort, (a: PricedOption, b: PricedOption) => number> = {
    MOST_POPULAR: (a, b) => popularity(a) - popularity(b) || Math.abs(a.points) - Math.abs(b.points) || a.apr - b.apr,
    LOWEST_PAYMENT: (a, b) => a.monthlyPI - b.monthlyPI || a.apr - b.apr,
    LOWEST_APR: (a, b) => a.apr - b.apr || a.monthlyPI - b.monthlyPI,
    LOWEST_INTEREST: (a, b) => a.interestRate - b.interestRate || a.apr - b.apr,
  };
  return [...options].sort(compare[sort]);
}

function markWinners(options: PricedOption[]): PricedOption[] {
  const lowest = (value: (option: PricedOption) => number) => Math.min(...options.map(value));
  const apr = lowest((option) => option.apr);
  const points = lowest((option) => option.points);
  const closing = lowest((option) => option.totalFees);
  return options.map((option) => ({ ...option, lowestApr: option.apr === apr, lowestPoints: option.points === points, lowestClosing: option.totalFees === closing }));
}

/** Prices a refinance the way the real engine does, on the mock rate sheet above. */
export function priceMockRates(input: RatesInput): RatesResult {
  const state = input.propertyLocation?.state?.toUpperCase();
  if (!state || !MOCK_LICENSED_STATES.has(state)) return refusal('OUT_OF_AREA');
  const loanType = input.mortgageType ?? 'CONVENTIONAL';
  const government = loanType === 'FHA' || loanType === 'VA';
  if (!government && LOWEST_CONVENTIONAL_BANDS.includes(input.creditScoreRange)) return refusal('CREDIT_TOO_LOW');
  const loanAmount = input.remainingMortgageAmount + (input.cashoutAmount ?? 0);
  if (loanAmount < 50_000 || loanAmount > 2_000_000) return refusal('LOAN_AMOUNT_OUT_OF_RANGE');
  const ltv = loanAmount / input.estimatedHomeValue;
  if (ltv > 0.97) return refusal('LTV_TOO_HIGH');

  const requested = input.filters?.requestedMortgages ?? [];
  const adjustment =
    (CREDIT_RATE_ADJUSTMENT[input.creditScoreRange] ?? 0) +
    (ltv > 0.8 ? 0.125 : 0) +
    ((input.cashoutAmount ?? 0) > 0 ? 0.125 : 0) +
    (input.occupancyType === 'INVESTMENT_PROPERTY' ? 0.5 : input.occupancyType === 'VACATION_HOME' ? 0.25 : 0);
  const programOf = new Map<string, MortgageType>();
  const options: PricedOption[] = [];

  MOCK_LENDERS.forEach((lender, lenderIndex) => {
    if (Boolean(lender.government) !== government) return;
    lender.programs.forEach((program, programIndex) => {
      if (requested.length > 0 && !requested.includes(program)) return;
      const adjustable = program.startsWith('ADJUSTABLE');
      const years = Number(/_(\d+)_/.exec(program)?.[1]);
      const months = adjustable ? 360 : years * 12;
      const parRate = PAR_RATES[program] + lender.rateOffset + adjustment;
      const parPayment = monthlyPayment(loanAmount, parRate, months);
      RATE_ROWS.forEach((row, rowIndex) => {
        const rate = parRate + row.rateDelta;
        const schedule = yearlyFixedSchedule(loanAmount, rate, months);
        const costOfPoints = round2((loanAmount * row.points) / 100);
        const fees = feeBreakdown(lender, loanAmount, rate, costOfPoints);
        const financeCharges = fees.filter((fee) => fee.section === 'ORIGINATION_CHARGES' || fee.section === 'PREPAIDS' || fee.section === 'LENDER_CREDITS').reduce((sum, fee) => sum + fee.amount, 0);
        const saving = parPayment - schedule.monthlyPayment;
        const uuid = optionUuid(lenderIndex, programIndex, rowIndex);
        programOf.set(uuid, program);
        options.push({
          __typename: 'RateOption',
          pricingResultUuid: PRICING_RESULT_UUID,
          rateOptionUuid: uuid,
          loanProgramCode: program,
          lenderLoanProgramCode: `${lender.companyName.split(' ')[0]?.toUpperCase()}-${program.replace(/_YEARS$/, '')}`,
          amortizationType: adjustable ? 'ADJUSTABLE' : 'FIXED',
          numberOfPayments: months,
          fixedPaymentYears: adjustable ? years : null,
          monthlyPI: schedule.monthlyPayment,
          apr: Math.round(aprOfRuns(loanAmount - Math.max(0, financeCharges), schedule.paymentRuns) * 1000) / 1000,
          interestRate: rate,
          totalFees: round2(fees.reduce((sum, fee) => sum + fee.amount, 0)),
          points: row.points,
          effectivePoints: row.points,
          breakEvenTerm: costOfPoints > 0 && saving > 0 ? Math.ceil(costOfPoints / saving) : null,
          lender: { __typename: 'Lender', uuid: lender.uuid, companyName: lender.companyName, loanBuyerType: lender.loanBuyerType },
          baseLoanAmount: loanAmount,
          totalInterestPaid: schedule.totalInterestPaid,
          costOfPoints,
          totalPaymentAmount: schedule.totalPaymentAmount,
          lowestApr: false,
          lowestPoints: false,
          lowestClosing: false,
          feeBreakdown: fees,
          amortizationByYear: schedule.years.map(({ year, principalPaid, interestPaid, endingBalance }) => ({ __typename: 'AmortizationYear', year, principalPaid, interestPaid, endingBalance })),
        });
      });
    });
  });

  const sorted = options.length > 0 ? sortOptions(markWinners(options), input.filters?.optimizeBy ?? 'MOST_POPULAR', programOf) : [];
  return { __typename: 'RatesResult', pricingResultUuid: sorted.length > 0 ? PRICING_RESULT_UUID : null, rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z', rateOptions: sorted, errors: [] };
}
