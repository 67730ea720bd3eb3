import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBuyIn,
  checkCashOut,
  exhibitCFields,
  openingBalances,
  recordEntry,
  replayLedger,
  restructureTerms,
  settlement,
  shareAfterBuyBack,
  shareValue,
  PRODUCT_PREFERENCES,
  type LedgerBalances,
  type LedgerDeal,
  type LedgerEntry,
  type LedgerRequest,
} from '../partnership/index.js';
import { LIFETIME_CASH_OUT_LIMIT_CENTS } from '../partnership/limits.js';
import { homeownerEquity, monthlyPaymentAt, ownershipHistory, whatIfSales } from './dashboard.js';
import { ledgerDealOf, type PropertyFigures } from './propertyDeal.js';

// The dashboard (api/src/services/properties/dashboardView.ts) replays the stored ledger and
// derives every figure from the balances with these core functions; `figuresOf` below is that
// derivation, in cents and DP units, without the dollars it is shown in.

/** A fraction in hundredths (fast-check's doubles crowd near 0, where every amount rounds to nothing). */
const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((n) => n / 100);

/** A closed restructure as the property is stored: its figures and the deal the ledger starts from. */
const propertyArbitrary = fc
  .record({
    value: fc.integer({ min: 200_000_00, max: 2_000_000_00 }),
    mortgageShare: hundredths(0, 60),
    cashShare: hundredths(5, 100),
    product: fc.constantFrom(...PRODUCT_PREFERENCES),
    closingDate: fc.constantFrom('2019-06-01', '2021-03-14', '2026-01-15'),
  })
  .map(({ value, mortgageShare, cashShare, product, closingDate }) => {
    const mortgage = Math.floor(value * mortgageShare);
    const cash = Math.max(1_000_00, Math.floor(Math.min(LIFETIME_CASH_OUT_LIMIT_CENTS, Math.floor(value * 0.9) - mortgage) * cashShare));
    const terms = restructureTerms({ agreedValueCents: value, mortgageBalanceCents: mortgage, cashCents: cash, product });
    const exhibitC = exhibitCFields(terms, { dealDate: closingDate, equityBuilderCutoffDate: '08/26/2020' });
    const figures: PropertyFigures = {
      dealType: 'RESTRUCTURE',
      product: terms.product,
      closingDate,
      paymentDay: 14,
      purchaseCents: terms.purchaseCents,
      cashAtClosingCents: terms.cashToHomeownerCents,
      mortgageBalanceCents: terms.remainingMortgageCents,
      openingDpUnits: terms.designatedPercentage,
      usageRate: terms.usageRate,
      reductionPaymentCents: terms.reductionPaymentCents,
      recurringBuyInCents: 0,
      exhibitC,
    };
    return { figures, deal: ledgerDealOf(figures, '08/26/2020') };
  });

/** What the homeowner does: pays in, cashes out, is charged the fee, has the home revalued, or has a payment declined. */
const stepArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('BUY_IN' as const), ofMax: hundredths(0, 120) }),
  fc.record({ kind: fc.constant('CASH_OUT' as const), ofMax: hundredths(0, 120) }),
  fc.record({ kind: fc.constant('USAGE_FEE' as const) }),
  fc.record({ kind: fc.constant('VALUATION' as const), change: hundredths(60, 150) }),
  fc.record({
    kind: fc.constant('DECLINED' as const),
    of: fc.constantFrom('BUY_IN' as const, 'CASH_OUT' as const),
    ofMax: hundredths(0, 100),
  }),
);
type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

const largestBuyIn = (deal: LedgerDeal, balances: LedgerBalances) => checkBuyIn(deal, balances, Number.MAX_SAFE_INTEGER, 'ONE_TIME')?.maxAllowedCents ?? 0;
const largestCashOut = (balances: LedgerBalances, mortgage: number) => checkCashOut(balances, Number.MAX_SAFE_INTEGER, mortgage)?.maxAllowedCents ?? 0;

function requestOf(step: Step, key: string, deal: LedgerDeal, balances: LedgerBalances, mortgage: number): LedgerRequest {
  const kind = step.kind === 'DECLINED' ? step.of : step.kind;
  switch (kind) {
    case 'USAGE_FEE':
      return { kind, idempotencyKey: key };
    case 'VALUATION':
      return { kind, idempotencyKey: key, valueCents: Math.round(balances.currentValueCents * (step as { change: number }).change) };
    case 'BUY_IN':
      return { kind, idempotencyKey: key, amountCents: Math.round(largestBuyIn(deal, balances) * (step as { ofMax: number }).ofMax) };
    case 'CASH_OUT':
      return {
        kind,
        idempotencyKey: key,
        amountCents: Math.round(largestCashOut(balances, mortgage) * (step as { ofMax: number }).ofMax),
        mortgageBalanceCents: mortgage,
      };
  }
}

/** The dashboard's figures from a ledger's balances and rows (dashboardViewOf's derivation). */
function figuresOf(property: PropertyFigures, deal: LedgerDeal, balances: LedgerBalances, entries: LedgerEntry[]) {
  const mortgage = property.mortgageBalanceCents;
  return {
    homeValueCents: balances.currentValueCents,
    dp: balances.dp,
    rooflineShareCents: shareValue(balances.dp, balances.currentValueCents),
    homeownerEquityCents: homeownerEquity(balances, mortgage),
    monthlyPayment: monthlyPaymentAt(property, balances),
    lifetimeCashOutCents: balances.lifetimeCashOutCents,
    limits: { oneTimeBuyIn: largestBuyIn(deal, balances), cashOut: largestCashOut(balances, mortgage) },
    ownershipHistory: ownershipHistory(
      property,
      entries.map((entry, n) => ({ ...entry, date: `2027-01-${String((n % 28) + 1).padStart(2, '0')}` })),
    ),
    whatIf: whatIfSales(balances, mortgage),
  };
}

/** The share's worth at the entry's value before and after it: what the entry moved, as the model values it. */
const shareMoved = (entry: LedgerEntry) => shareValue(entry.dpBefore, entry.valueCents) - shareValue(entry.dpAfter, entry.valueCents);

describe('a property dashboard under any sequence of buy-ins, cash-outs, fees, valuations, declined payments and a sale', () => {
  it('shows the replayed ledger’s figures, conserves cents, and never takes the share below 0', () => {
    fc.assert(
      fc.property(
        propertyArbitrary,
        fc.array(stepArbitrary, { maxLength: 30 }),
        fc.option(hundredths(70, 140), { nil: null }),
        ({ figures, deal }, steps, sale) => {
          const mortgage = figures.mortgageBalanceCents;
          let balances = openingBalances(deal);
          const entries: LedgerEntry[] = [];
          const paid = { buyIns: 0, cashOuts: 0, fees: 0 };

          steps.forEach((step, n) => {
            const request = requestOf(step, `k${n}`, deal, balances, mortgage);
            const before = structuredClone(balances);
            const result = recordEntry(deal, balances, request);
            // A refusal, or a payment the provider declines, leaves the ledger and its balances as they were.
            if (!result.ok || step.kind === 'DECLINED') {
              expect(balances).toEqual(before);
              return;
            }
            const { entry } = result;
            expect(entry.dpBefore).toBe(balances.dp);
            expect(entry.dpAfter).toBeGreaterThanOrEqual(0);
            if (entry.kind === 'BUY_IN') {
              // Paid in: Roofline's share falls by what was paid, to the cent.
              expect(Math.abs(shareMoved(entry) - entry.amountCents)).toBeLessThanOrEqual(1);
              paid.buyIns += entry.amountCents;
            } else if (entry.kind === 'CASH_OUT') {
              // Paid out: Roofline's share grows by what was paid, to the cent.
              expect(Math.abs(-shareMoved(entry) - entry.amountCents)).toBeLessThanOrEqual(1);
              paid.cashOuts += entry.amountCents;
            } else {
              // A fee or a new value moves no share.
              expect(entry.dpAfter).toBe(entry.dpBefore);
              if (entry.kind === 'USAGE_FEE') paid.fees += entry.amountCents;
            }
            entries.push(entry);
            balances = result.balances;
          });

          // Every cent paid in or out is in the balances the dashboard shows.
          expect(balances.boughtBackCents).toBe(paid.buyIns);
          expect(balances.usageFeesPaidCents).toBe(paid.fees);
          expect(balances.lifetimeCashOutCents).toBe(deal.cashAtClosingCents + paid.cashOuts);

          // The dashboard replays the stored rows: the same figures as the requests left.
          const replay = replayLedger(deal, entries);
          expect(replay.ok).toBe(true);
          if (!replay.ok) return;
          const shown = figuresOf(figures, deal, replay.balances, entries);
          expect(shown).toEqual(figuresOf(figures, deal, balances, entries));
          expect(shown.rooflineShareCents + shown.homeownerEquityCents + mortgage).toBe(shown.homeValueCents);
          expect(shown.ownershipHistory.at(-1)).toMatchObject(
            entries.some((entry) => entry.kind !== 'USAGE_FEE') ? { dpUnits: shown.dp, valueCents: shown.homeValueCents } : { dpUnits: deal.openingShare },
          );

          if (sale === null) return;
          // The sale: the home sells at a price (recorded as its value), and the homeowner buys back
          // Roofline's whole remaining share at that price from the proceeds (the model's settlement).
          const priced = recordEntry(deal, replay.balances, { kind: 'VALUATION', idempotencyKey: 'sale', valueCents: Math.round(shown.homeValueCents * sale) });
          expect(priced.ok).toBe(true);
          if (!priced.ok) return;
          const atSale = figuresOf(figures, deal, priced.balances, [...entries, priced.entry]);
          const settled = settlement(priced.balances.dp, priced.balances.currentValueCents, mortgage);
          // The dashboard's "if you sold today" is the settlement, and its share is what Roofline is paid.
          expect(atSale.whatIf[0]).toMatchObject({ scenario: 'TODAY', rooflineCents: settled.rooflineCents, homeownerNetCents: settled.homeownerNetCents });
          expect(settled.rooflineCents).toBe(atSale.rooflineShareCents);
          expect(settled.homeownerNetCents).toBe(atSale.homeownerEquityCents);
          // Every cent of the price goes to Roofline, the mortgage or the homeowner, and the share ends at exactly 0.
          expect(settled.rooflineCents + settled.mortgagePayoffCents + settled.homeownerNetCents).toBe(settled.saleValueCents);
          expect(shareAfterBuyBack(priced.balances.dp, settled.rooflineCents, settled.saleValueCents)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets a declined payment’s key be used again, and then records it once', () => {
    fc.assert(
      fc.property(propertyArbitrary, hundredths(1, 100), ({ figures, deal }, ofMax) => {
        const opening = openingBalances(deal);
        const request = requestOf({ kind: 'BUY_IN', ofMax }, 'retried', deal, opening, figures.mortgageBalanceCents);
        // The first try's payment is declined: nothing is kept, so the same key is new to the ledger.
        const declined = recordEntry(deal, opening, request);
        const retried = recordEntry(deal, opening, request);
        expect(retried).toEqual(declined);
        if (!retried.ok) return;
        expect(replayLedger(deal, [retried.entry, retried.entry])).toEqual(replayLedger(deal, [retried.entry]));
        expect(retried.balances.dp).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });
});
