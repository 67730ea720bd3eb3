import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exhibitCFields } from './exhibitC.js';
import { DP_SCALE } from './fixedPoint.js';
import {
  ledgerDeal,
  openingBalances,
  recordEntry,
  replayLedger,
  type LedgerBalances,
  type LedgerDeal,
  type LedgerEntry,
  type LedgerRequest,
} from './ledger.js';
import { LIFETIME_CASH_OUT_LIMIT_CENTS } from './limits.js';
import { restructureTerms, PRODUCT_PREFERENCES } from './model.js';

const dealArbitrary = fc
  .record({
    value: fc.integer({ min: 100_000_00, max: 2_000_000_00 }),
    mortgageShare: fc.double({ min: 0, max: 0.8, noNaN: true }),
    cashShare: fc.double({ min: 0, max: 1, noNaN: true }),
    product: fc.constantFrom(...PRODUCT_PREFERENCES),
    dealDate: fc.constantFrom('2019-06-01', '2020-08-26', '2026-01-15'),
  })
  .map(({ value, mortgageShare, cashShare, product, dealDate }) => {
    const mortgage = Math.floor(value * mortgageShare);
    const cash = Math.floor(Math.min(LIFETIME_CASH_OUT_LIMIT_CENTS, Math.floor(value * 0.9) - mortgage) * cashShare);
    const terms = restructureTerms({ agreedValueCents: value, mortgageBalanceCents: mortgage, cashCents: cash, product });
    return { deal: ledgerDeal(terms, exhibitCFields(terms, { dealDate }), dealDate), mortgage: terms.remainingMortgageCents };
  });

const requestShapes = fc.oneof(
  fc.record({ kind: fc.constant('BUY_IN' as const), amount: fc.integer({ min: 0, max: 150_000_00 }) }),
  fc.record({ kind: fc.constant('RECURRING_BUY_IN' as const), amount: fc.integer({ min: 0, max: 8_000_00 }) }),
  fc.record({ kind: fc.constant('SCHEDULED_BUY_BACK' as const), amount: fc.integer({ min: 0, max: 20_000_00 }) }),
  fc.record({
    kind: fc.constant('CASH_OUT' as const),
    amount: fc.integer({ min: 0, max: 200_000_00 }),
    mortgageShare: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('USAGE_FEE' as const) }),
  fc.record({ kind: fc.constant('VALUATION' as const), change: fc.double({ min: 0.5, max: 1.6, noNaN: true }) }),
);

type Shape = typeof requestShapes extends fc.Arbitrary<infer T> ? T : never;

function toRequest(shape: Shape, key: string, balances: LedgerBalances, mortgage: number): LedgerRequest {
  switch (shape.kind) {
    case 'USAGE_FEE':
      return { kind: 'USAGE_FEE', idempotencyKey: key };
    case 'VALUATION':
      return {
        kind: 'VALUATION',
        idempotencyKey: key,
        valueCents: Math.max(1_000_00, Math.min(4_000_000_00, Math.round(balances.currentValueCents * shape.change))),
      };
    case 'CASH_OUT':
      // Mortgages up to 90% of today's value, so the equity limit binds as often as the lifetime one.
      return {
        kind: 'CASH_OUT',
        idempotencyKey: key,
        amountCents: shape.amount,
        mortgageBalanceCents: Math.floor(Math.max(mortgage, balances.currentValueCents * 0.9) * shape.mortgageShare),
      };
    default:
      return { kind: shape.kind, idempotencyKey: key, amountCents: shape.amount };
  }
}

/** The limits, checked against plain arithmetic rather than the ledger's own helpers. */
function expectWithinLimits(deal: LedgerDeal, before: LedgerBalances, entry: LedgerEntry, after: LedgerBalances): void {
  expect(entry.dpAfter).toBeGreaterThanOrEqual(0);
  expect(entry.dpAfter).toBeLessThanOrEqual(DP_SCALE);
  const vt = before.currentValueCents;
  if (entry.kind === 'CASH_OUT') {
    // Roofline's share plus the mortgage stay within 90% of the value (to the cent).
    expect((entry.dpAfter / DP_SCALE) * vt + (entry.mortgageBalanceCents ?? 0)).toBeLessThanOrEqual(0.9 * vt + 1);
    expect(entry.amountCents).toBeLessThanOrEqual(0.9 * vt - (entry.mortgageBalanceCents ?? 0) - (entry.dpBefore / DP_SCALE) * vt + 1);
    expect(after.lifetimeCashOutCents).toBeLessThanOrEqual(LIFETIME_CASH_OUT_LIMIT_CENTS);
  } else {
    expect(entry.dpAfter).toBeLessThanOrEqual(entry.dpBefore);
  }
  if (entry.kind === 'BUY_IN') expect(entry.amountCents).toBeLessThanOrEqual((vt * deal.exhibitC.maxAddlOptionPaymentPercentage) / 100);
  if (entry.kind === 'RECURRING_BUY_IN') {
    expect(deal.dealDate >= '2020-08-26').toBe(true);
    expect(entry.amountCents).toBeLessThanOrEqual(deal.exhibitC.maxMonthlyEquityPurchaseLimit);
  }
  if (entry.kind === 'SCHEDULED_BUY_BACK') expect(entry.amountCents).toBeLessThanOrEqual(deal.exhibitC.monthlyReductionPaymentLimit);
  if (entry.kind === 'BUY_IN' || entry.kind === 'RECURRING_BUY_IN' || entry.kind === 'SCHEDULED_BUY_BACK') {
    expect(entry.amountCents).toBeLessThanOrEqual((entry.dpBefore / DP_SCALE) * vt + 1);
  }
}

const withoutKeys = ({ appliedKeys: _keys, ...rest }: LedgerBalances) => rest;

describe('the equity ledger under any sequence of requests', () => {
  it('keeps DP in [0, 1], never breaks a limit, states true maxima, and replays to the same balances', () => {
    fc.assert(
      fc.property(dealArbitrary, fc.array(requestShapes, { maxLength: 40 }), ({ deal, mortgage }, shapes) => {
        let balances = openingBalances(deal);
        const entries: LedgerEntry[] = [];
        shapes.forEach((shape, n) => {
          const request = toRequest(shape, `k${n}`, balances, mortgage);
          const result = recordEntry(deal, balances, request);
          if (!result.ok) {
            const { maxAllowedCents } = result.refusal;
            expect(maxAllowedCents).toBeGreaterThanOrEqual(0);
            // The largest amount a refusal names is itself accepted, and within every limit.
            if (maxAllowedCents > 0 && 'amountCents' in request) {
              const largest = recordEntry(deal, balances, { ...request, amountCents: maxAllowedCents });
              expect(largest.ok).toBe(true);
              if (largest.ok) expectWithinLimits(deal, balances, largest.entry, largest.balances);
            }
            return;
          }
          const { entry } = result;
          expectWithinLimits(deal, balances, entry, result.balances);
          entries.push(entry);
          balances = result.balances;
        });
        const replay = replayLedger(deal, entries);
        expect(replay.ok).toBe(true);
        if (replay.ok) expect(withoutKeys(replay.balances)).toEqual(withoutKeys(balances));
      }),
      { numRuns: 300 },
    );
  });

  it('retried entries (the same key again) change nothing', () => {
    fc.assert(
      fc.property(
        dealArbitrary,
        fc.array(requestShapes, { minLength: 1, maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        ({ deal, mortgage }, shapes, retries) => {
          let balances = openingBalances(deal);
          const entries: LedgerEntry[] = [];
          shapes.forEach((shape, n) => {
            const result = recordEntry(deal, balances, toRequest(shape, `k${n}`, balances, mortgage));
            if (result.ok) {
              entries.push(result.entry);
              balances = result.balances;
            }
          });
          const withRetries = [...entries];
          for (const pick of retries) {
            if (entries.length === 0) break;
            const at = pick % withRetries.length;
            const original = withRetries[at]!;
            withRetries.splice(at + 1, 0, original);
          }
          const once = replayLedger(deal, entries);
          const retried = replayLedger(deal, withRetries);
          expect(retried.ok && once.ok).toBe(true);
          if (retried.ok && once.ok) expect(withoutKeys(retried.balances)).toEqual(withoutKeys(once.balances));
        },
      ),
      { numRuns: 200 },
    );
  });
});
