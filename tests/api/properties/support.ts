import { restructureTerms } from '#core/partnership/index';
import { createPropertyFromDeal, type PropertyDeal } from '#api/services/properties/index';
import { SandboxBankLinkProvider } from '#api/adapters/bankLink/SandboxBankLinkProvider';
import { linkSandboxBankAccount } from '#api/services/bankLinks/linkSandboxBankAccount';
import type { TestApp } from '../harness.js';

export { insertUser } from '../refinanceApplicationSupport.js';

/** The worked example, closed: an $800,000 home, $400,000 paid off, $50,000 cash, PAYOFF. */
export function workedExampleDeal(ownerUuid: string, overrides: Partial<PropertyDeal> = {}): PropertyDeal {
  return {
    dealType: 'RESTRUCTURE',
    sourceApplicationUuid: crypto.randomUUID(),
    ownerUuid,
    address: { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109', country: 'US' },
    terms: restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 50_000_00, product: 'PAYOFF' }),
    closingDate: '2026-03-14',
    equityBuilderCutoffDate: '08/26/2020',
    ...overrides,
  };
}

export async function insertProperty(t: TestApp, deal: PropertyDeal): Promise<string> {
  const { propertyUuid } = await t.db.transaction((trx) => createPropertyFromDeal(trx, deal, t.jobs));
  return propertyUuid;
}

/**
 * Links a verified bank account for cash-outs through the bank-link sandbox: Plaid Checking •••• 0000
 * by default, or a manually entered account number (verified by micro-deposits).
 */
export async function linkBankAccount(t: TestApp, userUuid: string, manualAccountNumber?: string) {
  if (!(t.adapters.bankLink instanceof SandboxBankLinkProvider)) throw new Error('The tests link bank accounts through the sandbox.');
  return linkSandboxBankAccount(t.db, t.config, t.adapters.bankLink, {
    userUuid,
    applicationType: 'RESTRUCTURE',
    applicationUuid: crypto.randomUUID(),
    manualAccountNumber,
  });
}

export const DASHBOARD_FIELDS = `
  uuid dealType viewerRole address { streetNumber streetName locality state zip } closingDate
  homeValue { value source basis asOf }
  designatedPercentage rooflineShareValue homeownerEquity mortgageBalance
  monthlyPayment { usageFee reductionPayment additionalEquity total }
  nextPaymentDate recurringBuyIn lifetimeCashOut
  exhibitCFields { originalAgreedValue monthlyReductionPaymentLimit originalDesignatedPercentage maxAddlOptionPaymentPercentage maxMonthlyEquityPurchaseLimit recurringPurchaseScheduled }
  limits { oneTimeBuyIn recurringBuyIn cashOut lifetimeCashOutRemaining }
  ledger { uuid kind amount homeValue designatedPercentageBefore designatedPercentageAfter description }
  ownershipHistory { date designatedPercentage homeValue }
  whatIf { scenario saleValue rooflineShare mortgagePayoff homeownerNet }
  documents { uuid type }
  sourceApplicationUuid
`;

export const DASHBOARD = `query ($uuid: UUID!) { propertyDashboard(uuid: $uuid) { ${DASHBOARD_FIELDS} } }`;
export const PARTNER_DASHBOARD = `query ($uuid: UUID!) { partnerPropertyDashboard(uuid: $uuid) { ${DASHBOARD_FIELDS} } }`;
export const PREVIEW = `query ($input: EquityTransactionInput!) { equityTransactionPreview(input: $input) {
  preview { kind frequency amount homeValue designatedPercentageBefore designatedPercentageAfter
    monthlyPaymentBefore { usageFee reductionPayment additionalEquity total } monthlyPaymentAfter { usageFee reductionPayment additionalEquity total }
    homeownerEquityBefore homeownerEquityAfter }
  refusal { limit maxAllowed message } } }`;
export const VERIFY = `mutation ($input: VerifyEquityTransactionInput!) { verifyEquityTransaction(input: $input) {
  entry { uuid kind amount homeValue designatedPercentageBefore designatedPercentageAfter description }
  payment { paymentUuid status paymentMethodLabel } payout { payoutUuid status bankAccountLabel } replayed refusal { limit maxAllowed message } errors { code field message } } }`;
