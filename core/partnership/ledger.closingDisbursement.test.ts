import { describe, expect, it } from 'vitest';
import { exhibitCFields } from './exhibitC.js';
import { checkCashOut, ledgerDeal, openingBalances, recordEntry, replayLedger, type LedgerEntry } from './ledger.js';
import { restructureTerms } from './model.js';

// The worked example: $50,000 paid to the homeowner at closing.
const terms = restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 50_000_00, product: 'PAYOFF' });
const deal = ledgerDeal(terms, exhibitCFields(terms, { dealDate: '2026-01-15' }), '2026-01-15');
const disbursement = { kind: 'CLOSING_DISBURSEMENT' as const, idempotencyKey: 'closing-disbursement:a', amountCents: 50_000_00 };

function disbursed() {
  const result = recordEntry(deal, openingBalances(deal), disbursement);
  if (!result.ok) throw new Error(result.refusal.message);
  return result;
}

describe('the closing disbursement in the ledger', () => {
  it('pays the cash at closing and moves no share', () => {
    const { entry, balances } = disbursed();
    const opening = openingBalances(deal);
    expect(entry).toEqual({
      kind: 'CLOSING_DISBURSEMENT',
      idempotencyKey: 'closing-disbursement:a',
      amountCents: 50_000_00,
      valueCents: 800_000_00,
      dpBefore: opening.dp,
      dpAfter: opening.dp,
    });
    expect(balances.closingDisbursedCents).toBe(50_000_00);
    expect(balances.rooflineShareCents).toBe(opening.rooflineShareCents);
  });

  it('does not count the cash at closing twice toward the lifetime cash-out', () => {
    const { balances } = disbursed();
    expect(balances.lifetimeCashOutCents).toBe(50_000_00);
    expect(checkCashOut(balances, 100_000_00, 0)).toBeNull();
    expect(checkCashOut(balances, 100_000_01, 0)).toMatchObject({ code: 'LIFETIME_CASH_OUT_LIMIT', maxAllowedCents: 100_000_00 });
  });

  it('refuses any amount but the deal’s cash at closing', () => {
    expect(recordEntry(deal, openingBalances(deal), { ...disbursement, amountCents: 49_999_99 })).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_AMOUNT', maxAllowedCents: 50_000_00, message: 'The cash at closing is $50,000, exactly.' },
    });
  });

  it('is paid at most once', () => {
    const { balances } = disbursed();
    expect(recordEntry(deal, balances, { ...disbursement, idempotencyKey: 'closing-disbursement:b' })).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_AMOUNT', message: 'The cash at closing has been paid already.' },
    });
  });

  it('is refused for a deal that paid no cash at closing', () => {
    const noCash = { ...deal, cashAtClosingCents: 0 };
    expect(recordEntry(noCash, openingBalances(noCash), { ...disbursement, amountCents: 0 })).toMatchObject({ ok: false });
  });

  it('replays after other rows, and replay refuses a wrong amount or a second one', () => {
    const fee = recordEntry(deal, openingBalances(deal), { kind: 'USAGE_FEE', idempotencyKey: 'fee' });
    if (!fee.ok) throw new Error('refused');
    const paid = recordEntry(deal, fee.balances, disbursement);
    if (!paid.ok) throw new Error(paid.refusal.message);
    const entries: LedgerEntry[] = [fee.entry, paid.entry];
    const replay = replayLedger(deal, entries);
    expect(replay.ok && replay.balances.closingDisbursedCents).toBe(50_000_00);
    expect(replayLedger(deal, [fee.entry, { ...paid.entry, amountCents: 60_000_00 }])).toMatchObject({
      ok: false,
      index: 1,
      problem: 'The cash at closing is $50,000, exactly.',
    });
    expect(replayLedger(deal, [...entries, { ...paid.entry, idempotencyKey: 'closing-disbursement:b' }])).toMatchObject({
      ok: false,
      index: 2,
      problem: 'The cash at closing has been paid already.',
    });
  });
});
