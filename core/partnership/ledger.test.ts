import { describe, expect, it } from 'vitest';
import { exhibitCFields } from './exhibitC.js';
import { dpToPercent } from './fixedPoint.js';
import { checkBuyIn, checkCashOut, ledgerDeal, openingBalances, recordEntry, replayLedger, type LedgerEntry, type LedgerRequest } from './ledger.js';
import { restructureTerms } from './model.js';

const terms = restructureTerms({
  agreedValueCents: 800_000_00,
  mortgageBalanceCents: 400_000_00,
  cashCents: 50_000_00,
  product: 'PAYOFF',
  reductionPaymentCents: 500_00,
});
const deal = ledgerDeal(terms, exhibitCFields(terms, { dealDate: '2026-01-15' }), '2026-01-15');
const oldDeal = ledgerDeal(terms, exhibitCFields(terms, { dealDate: '2019-05-01' }), '2019-05-01');

function run(requests: LedgerRequest[]) {
  let balances = openingBalances(deal);
  const entries: LedgerEntry[] = [];
  for (const request of requests) {
    const result = recordEntry(deal, balances, request);
    if (!result.ok) throw new Error(result.refusal.message);
    entries.push(result.entry);
    balances = result.balances;
  }
  return { balances, entries };
}

describe('the equity ledger', () => {
  it('opens at the deal’s figures', () => {
    const opening = openingBalances(deal);
    expect(dpToPercent(opening.dp)).toBe(56.25);
    expect(opening.rooflineShareCents).toBe(450_000_00);
    expect(opening.homeownerShareCents).toBe(350_000_00);
    expect(opening.monthlyUsageFeeCents).toBe(1_875_00);
    expect(opening.lifetimeCashOutCents).toBe(50_000_00);
  });

  it('replays the worked example: fee, a $500 buy-back, then the lower fee', () => {
    const { balances, entries } = run([
      { kind: 'USAGE_FEE', idempotencyKey: 'fee-2026-02' },
      { kind: 'SCHEDULED_BUY_BACK', idempotencyKey: 'r-2026-02', amountCents: 500_00 },
      { kind: 'USAGE_FEE', idempotencyKey: 'fee-2026-03' },
    ]);
    expect(entries.map((e) => e.amountCents)).toEqual([1_875_00, 500_00, 1_872_92]);
    expect(dpToPercent(entries[1]!.dpAfter)).toBe(56.1875);
    expect(balances.usageFeesPaidCents).toBe(3_747_92);
    expect(balances.boughtBackCents).toBe(500_00);
    const replay = replayLedger(deal, entries);
    expect(replay.ok && replay.balances.dp).toBe(balances.dp);
  });

  it('a buy-in after the value rose buys less of the home', () => {
    const { balances } = run([
      { kind: 'VALUATION', idempotencyKey: 'v1', valueCents: 1_000_000_00 },
      { kind: 'BUY_IN', idempotencyKey: 'b1', amountCents: 10_000_00 },
    ]);
    // 56.25% − 10,000 / 1,000,000 = 55.25%; worth $552,500 at $1,000,000
    expect(dpToPercent(balances.dp)).toBe(55.25);
    expect(balances.rooflineShareCents).toBe(552_500_00);
  });

  it('a retried request with the same key is a no-op returning the first entry', () => {
    const first = recordEntry(deal, openingBalances(deal), { kind: 'BUY_IN', idempotencyKey: 'k', amountCents: 5_000_00 });
    if (!first.ok) throw new Error('refused');
    const again = recordEntry(deal, first.balances, { kind: 'BUY_IN', idempotencyKey: 'k', amountCents: 5_000_00 }, first.entry);
    expect(again).toMatchObject({ ok: true, replayed: true, entry: first.entry });
    expect(again.ok && again.balances).toBe(first.balances);
    const replay = replayLedger(deal, [first.entry, first.entry]);
    expect(replay.ok && replay.balances.dp).toBe(first.balances.dp);
  });

  it('replay refuses an entry that does not follow, or a reused key', () => {
    const { entries } = run([{ kind: 'BUY_IN', idempotencyKey: 'a', amountCents: 5_000_00 }]);
    const tampered = { ...entries[0]!, dpAfter: entries[0]!.dpAfter - 1 };
    expect(replayLedger(deal, [tampered])).toMatchObject({ ok: false, index: 0 });
    expect(replayLedger(deal, [entries[0]!, { ...entries[0]!, amountCents: 6_000_00 }])).toMatchObject({
      ok: false,
      index: 1,
      problem: 'the key was used before for a different entry',
    });
  });
});

describe('limits, each refusal naming the limit and the largest amount', () => {
  const opening = openingBalances(deal);

  it.each([
    ['a one-time buy-in of 5% of $800,000 is allowed', 40_000_00, null, null],
    ['one cent more is refused', 40_000_01, 'ONE_TIME_BUY_IN_LIMIT', 40_000_00],
    ['nothing is not an amount', 0, 'INVALID_AMOUNT', 40_000_00],
  ])('%s', (_name, amount, code, max) => {
    const refusal = checkBuyIn(deal, opening, amount, 'ONE_TIME');
    expect(refusal?.code ?? null).toBe(code);
    expect(refusal?.maxAllowedCents ?? null).toBe(max);
  });

  it('one-time refusal says the limit in words', () => {
    expect(checkBuyIn(deal, opening, 50_000_00, 'ONE_TIME')?.message).toBe('A one-time buy-in can be at most 5% of your home’s current value: $40,000.');
  });

  it('recurring buy-ins: at most the monthly limit, and only for deals from the cutoff date', () => {
    expect(checkBuyIn(deal, opening, 2_000_00, 'MONTHLY_RECURRING')).toBeNull();
    expect(checkBuyIn(deal, opening, 2_000_01, 'MONTHLY_RECURRING')).toMatchObject({ code: 'RECURRING_BUY_IN_LIMIT', maxAllowedCents: 2_000_00 });
    expect(checkBuyIn(oldDeal, openingBalances(oldDeal), 100_00, 'MONTHLY_RECURRING')).toMatchObject({
      code: 'RECURRING_BUY_IN_NOT_AVAILABLE',
      maxAllowedCents: 0,
    });
  });

  it('a buy-in cannot exceed what Roofline owns', () => {
    const small = restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 0, cashCents: 20_000_00, product: 'KEEP' });
    const smallDeal = ledgerDeal(small, exhibitCFields(small, { dealDate: '2026-01-15' }), '2026-01-15');
    expect(checkBuyIn(smallDeal, openingBalances(smallDeal), 30_000_00, 'ONE_TIME')).toMatchObject({
      code: 'BUY_IN_EXCEEDS_SHARE',
      maxAllowedCents: 20_000_00,
    });
  });

  it('cash-out: the lifetime limit counts the $50,000 taken at closing', () => {
    expect(checkCashOut(opening, 100_000_01, 0)).toMatchObject({ code: 'LIFETIME_CASH_OUT_LIMIT', maxAllowedCents: 100_000_00 });
    expect(checkCashOut(opening, 100_000_01, 0)?.message).toBe(
      'Cash out is limited to $150,000 over the life of the partnership; you can take up to $100,000 more.',
    );
  });

  it('cash-out: the homeowner keeps 10% equity, a mortgage included', () => {
    // 90% of 800,000 = 720,000; Roofline holds 450,000 and a new $200,000 mortgage leaves 70,000
    expect(checkCashOut(opening, 70_000_00, 200_000_00)).toBeNull();
    expect(checkCashOut(opening, 70_000_01, 200_000_00)).toMatchObject({ code: 'MIN_HOMEOWNER_EQUITY', maxAllowedCents: 70_000_00 });
  });
});
