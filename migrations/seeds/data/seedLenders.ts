/** The seeded sheet's lenders, their overlays and the closing costs by state. */
export type LoanFamily = 'CONF' | 'JUMBO' | 'FHA' | 'VA';
export type TypeCode = 'F30' | 'F20' | 'F15' | 'F10' | 'A10' | 'A7' | 'A5' | 'A3';

export interface SeedLender {
  code: string;
  uuid: string;
  companyName: string;
  loanBuyerType: 'FANNIE_MAE' | 'FREDDIE_MAC' | 'GINNIE_MAE' | 'PORTFOLIO';
  /** Prefix of the lender's own program codes. */
  prefix: string;
  offers: Partial<Record<LoanFamily, TypeCode[]>>;
  /** Points added to every price of a loan family: how keen the lender is. */
  spread: Partial<Record<LoanFamily, number>>;
}

const ALL: TypeCode[] = ['F30', 'F20', 'F15', 'F10', 'A10', 'A7', 'A5', 'A3'];

export const LENDERS: SeedLender[] = [
  { code: 'HARBORVIEW', uuid: '28f5ebd1-378f-4956-a6c6-bea748f01ee1', companyName: 'Harborview Home Loans', loanBuyerType: 'FANNIE_MAE', prefix: 'HV', offers: { CONF: ALL, FHA: ['F30', 'F15'], VA: ['F30', 'F15'] }, spread: { CONF: 0, FHA: 0.125, VA: 0.125 } },
  { code: 'PINECREST', uuid: 'b4362ed2-239e-4499-bdc1-09be0fee8ea0', companyName: 'Pinecrest Mortgage', loanBuyerType: 'FREDDIE_MAC', prefix: 'PC', offers: { CONF: ['F30', 'F20', 'F15', 'F10', 'A10', 'A7', 'A5'], FHA: ['F30', 'A5'], VA: ['F30', 'A5'] }, spread: { CONF: -0.18, FHA: 0.05, VA: 0.05 } },
  { code: 'SUMMIT', uuid: '1a98e189-7d97-4dff-94af-fa6ed1856489', companyName: 'Summit Ridge Lending', loanBuyerType: 'FANNIE_MAE', prefix: 'SR', offers: { CONF: ['F30', 'F20', 'F15', 'F10', 'A7', 'A5', 'A3'], VA: ['F30', 'F20', 'F15'] }, spread: { CONF: 0.11, VA: -0.06 } },
  { code: 'BLUEWATER', uuid: '60b6b4a1-ec7b-4666-8d53-27d3226a55a2', companyName: 'Bluewater Federal Mortgage', loanBuyerType: 'GINNIE_MAE', prefix: 'BW', offers: { FHA: ALL, VA: ALL }, spread: { FHA: -0.2, VA: -0.15 } },
  { code: 'CEDARMAIN', uuid: '1a4fc3f6-dafe-4b3e-a40b-aa6f21d15d47', companyName: 'Cedar & Main Bank', loanBuyerType: 'PORTFOLIO', prefix: 'CM', offers: { CONF: ['F30', 'F15', 'A10', 'A7', 'A5'], JUMBO: ['F30', 'F15', 'A10', 'A7'] }, spread: { CONF: 0.24, JUMBO: 0 } },
  { code: 'LAKESHORE', uuid: '6902aa94-741c-4386-91d5-620707ef12ad', companyName: 'Lakeshore Funding', loanBuyerType: 'FREDDIE_MAC', prefix: 'LS', offers: { CONF: ALL, FHA: ['F30', 'F15'], VA: ['F30', 'F15'] }, spread: { CONF: 0.06, FHA: -0.04, VA: 0.02 } },
];

type Cell = string | number;

function adjustment(fields: Record<string, Cell>): Record<string, Cell> {
  return {
    lender: '',
    loan_type: '',
    min_term_years: '',
    max_term_years: '',
    kind: 'POINTS',
    value: 0,
    credit_min: '',
    credit_max: '',
    ltv_above: '',
    ltv_max: '',
    purpose: '',
    occupancies: '',
    property_types: '',
    second_lien: '',
    loan_amount_min: '',
    loan_amount_max: '',
    states: '',
    label: '',
    ...fields,
  };
}

/** Lender and agency overlays on top of the conventional LLPA grid. */
export const OVERLAYS: Array<Record<string, Cell>> = [
  adjustment({ loan_type: 'CONVENTIONAL', max_term_years: 15, credit_max: 679, value: 0.25, label: 'Short-term conventional, credit below 680' }),
  adjustment({ loan_type: 'CONVENTIONAL', purpose: 'CASH_OUT', states: 'TX', value: 0.25, label: 'Texas home equity (50(a)(6)) cash-out' }),
  adjustment({ loan_type: 'CONVENTIONAL', second_lien: 'true', value: 0.125, label: 'Second mortgage paid off by the new loan' }),
  adjustment({ loan_amount_max: 149_999.99, value: 0.5, label: 'Loan amount below $150,000' }),
  adjustment({ loan_type: 'FHA', credit_max: 619, value: 1.0, label: 'FHA credit 580-619' }),
  adjustment({ loan_type: 'FHA', credit_min: 620, credit_max: 639, value: 0.5, label: 'FHA credit 620-639' }),
  adjustment({ loan_type: 'FHA', credit_min: 640, credit_max: 679, value: 0.25, label: 'FHA credit 640-679' }),
  adjustment({ loan_type: 'FHA', purpose: 'CASH_OUT', value: 0.5, label: 'FHA cash-out refinance' }),
  adjustment({ loan_type: 'VA', credit_max: 619, value: 1.0, label: 'VA credit 580-619' }),
  adjustment({ loan_type: 'VA', credit_min: 620, credit_max: 639, value: 0.5, label: 'VA credit 620-639' }),
  adjustment({ loan_type: 'VA', purpose: 'CASH_OUT', ltv_above: 80, value: 0.375, label: 'VA cash-out above 80% LTV' }),
  adjustment({ lender: 'CEDARMAIN', loan_amount_min: 832_751, credit_max: 739, value: 0.5, label: 'Jumbo credit 700-739' }),
  adjustment({ lender: 'CEDARMAIN', loan_amount_min: 832_751, ltv_above: 70, value: 0.25, label: 'Jumbo LTV above 70%' }),
  adjustment({ lender: 'CEDARMAIN', loan_amount_min: 832_751, purpose: 'CASH_OUT', kind: 'RATE', value: 0.125, label: 'Jumbo cash-out rate add-on' }),
  adjustment({ lender: 'BLUEWATER', loan_type: 'VA', min_term_years: 30, max_term_years: 30, credit_min: 740, value: -0.125, label: 'Bluewater VA 30-year, credit 740+' }),
];

function fee(fields: Record<string, Cell | boolean>): Record<string, Cell | boolean> {
  return { lender: '', loan_type: '', states: '', section: '', name: '', amount: 0, percent_of_loan: 0, finance_charge: false, ...fields };
}

/** Title, settlement and recording by state: [title policy % of loan, settlement fee, recording fees]. */
const STATE_COSTS: Record<string, [number, number, number]> = {
  AZ: [0.28, 695, 60],
  CA: [0.25, 850, 125],
  CO: [0.26, 575, 55],
  FL: [0.45, 750, 210],
  GA: [0.3, 700, 25],
  NC: [0.22, 650, 64],
  NV: [0.3, 725, 90],
  OR: [0.27, 650, 136],
  TX: [0.5, 625, 82],
  UT: [0.25, 575, 40],
  WA: [0.3, 700, 308],
};

export const FEES: Array<Record<string, Cell | boolean>> = [
  fee({ section: 'SERVICES_YOU_CANNOT_SHOP_FOR', name: 'Appraisal fee', amount: 625 }),
  fee({ section: 'SERVICES_YOU_CANNOT_SHOP_FOR', name: 'Credit report fee', amount: 68 }),
  fee({ section: 'SERVICES_YOU_CANNOT_SHOP_FOR', name: 'Flood certification', amount: 14 }),
  fee({ section: 'SERVICES_YOU_CANNOT_SHOP_FOR', name: 'Tax service fee', amount: 85, finance_charge: true }),
  fee({ section: 'SERVICES_YOU_CAN_SHOP_FOR', name: "Title - Lender's title policy", percent_of_loan: 0.3 }),
  fee({ section: 'SERVICES_YOU_CAN_SHOP_FOR', name: 'Title - Settlement fee', amount: 650, finance_charge: true }),
  fee({ section: 'TAXES_AND_GOVERNMENT_FEES', name: 'Recording fees', amount: 150 }),
  ...Object.entries(STATE_COSTS).flatMap(([state, [titlePercent, settlement, recording]]) => [
    fee({ states: state, section: 'SERVICES_YOU_CAN_SHOP_FOR', name: "Title - Lender's title policy", percent_of_loan: titlePercent }),
    fee({ states: state, section: 'SERVICES_YOU_CAN_SHOP_FOR', name: 'Title - Settlement fee', amount: settlement, finance_charge: true }),
    fee({ states: state, section: 'TAXES_AND_GOVERNMENT_FEES', name: 'Recording fees', amount: recording }),
  ]),
  fee({ states: 'FL', section: 'TAXES_AND_GOVERNMENT_FEES', name: 'Florida documentary stamp tax on the note', percent_of_loan: 0.35 }),
  fee({ states: 'FL', section: 'TAXES_AND_GOVERNMENT_FEES', name: 'Florida intangible tax', percent_of_loan: 0.2 }),
  fee({ lender: 'HARBORVIEW', section: 'ORIGINATION_CHARGES', name: 'Underwriting fee', amount: 1_095, finance_charge: true }),
  fee({ lender: 'HARBORVIEW', section: 'ORIGINATION_CHARGES', name: 'Processing fee', amount: 495, finance_charge: true }),
  fee({ lender: 'PINECREST', section: 'ORIGINATION_CHARGES', name: 'Lender fee', amount: 1_295, finance_charge: true }),
  fee({ lender: 'SUMMIT', section: 'ORIGINATION_CHARGES', name: 'Origination fee', percent_of_loan: 0.5, finance_charge: true }),
  fee({ lender: 'SUMMIT', section: 'ORIGINATION_CHARGES', name: 'Underwriting fee', amount: 895, finance_charge: true }),
  fee({ lender: 'BLUEWATER', section: 'ORIGINATION_CHARGES', name: 'Underwriting fee', amount: 995, finance_charge: true }),
  fee({ lender: 'BLUEWATER', loan_type: 'FHA', section: 'ORIGINATION_CHARGES', name: 'FHA case number and processing', amount: 250, finance_charge: true }),
  fee({ lender: 'CEDARMAIN', section: 'ORIGINATION_CHARGES', name: 'Origination fee', percent_of_loan: 0.5, finance_charge: true }),
  fee({ lender: 'CEDARMAIN', section: 'ORIGINATION_CHARGES', name: 'Processing fee', amount: 395, finance_charge: true }),
  fee({ lender: 'LAKESHORE', section: 'ORIGINATION_CHARGES', name: 'Underwriting fee', amount: 1_195, finance_charge: true }),
  fee({ lender: 'LAKESHORE', section: 'ORIGINATION_CHARGES', name: 'Administration fee', amount: 350, finance_charge: true }),
];
