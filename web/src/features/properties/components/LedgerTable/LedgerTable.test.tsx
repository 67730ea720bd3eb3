import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockProperties } from '#mocks/properties';
import { LedgerTable } from './LedgerTable';

beforeEach(() => mockProperties.useScenario(1));

function renderLedger() {
  // The worked example: $50,000 paid at closing on 06/15/2026, then five months of payments.
  const dashboard = mockProperties.dashboard(0);
  render(<LedgerTable entries={dashboard.ledger} closingDisbursement={dashboard.closingDisbursement} />);
  const rows = within(screen.getByRole('table', { name: 'Equity ledger' })).getAllByRole('row');
  return rows.find((row) => row.textContent?.includes('Cash at closing'))!;
}

describe('the transactions list’s cash at closing', () => {
  it('shows the paid disbursement on its ledger row with the account it went to', () => {
    const row = renderLedger();
    expect(row).toHaveTextContent('06/15/2026');
    expect(row).toHaveTextContent('Cash at closing · To First Platypus Bank checking •••• 0000');
    expect(row).toHaveTextContent('Paid: Your cash at closing is in your account.');
    expect(row).toHaveTextContent('$50,000');
  });

  it('shows a requested disbursement before its ledger row exists', () => {
    mockProperties.closingDisbursementUnpaid('REQUESTED');
    const row = renderLedger();
    expect(row).toHaveTextContent('Cash at closing · To First Platypus Bank checking •••• 0000');
    expect(row).toHaveTextContent('Requested: We are sending your cash at closing to your account.');
    expect(row).toHaveTextContent('$50,000');
  });

  it('says what to do when there was no linked account to pay', () => {
    mockProperties.closingDisbursementUnpaid('FAILED', 'account_required');
    const row = renderLedger();
    expect(row).not.toHaveTextContent('••••');
    expect(row).toHaveTextContent(
      'Not paid yet: Link and verify a bank account to receive your cash at closing; we send it within a few minutes of your linking one.',
    );
  });

  it('says the bank’s refusal and what to do', () => {
    mockProperties.closingDisbursementUnpaid('FAILED', 'account_closed');
    expect(renderLedger()).toHaveTextContent(
      'Not paid yet: Your bank says this account is closed. Link another account; we send your cash at closing to it within a few minutes.',
    );
  });

  it('lists a requested disbursement even when the ledger has no rows yet', () => {
    mockProperties.closingDisbursementUnpaid('REQUESTED');
    render(<LedgerTable entries={[]} closingDisbursement={mockProperties.dashboard(0).closingDisbursement} />);
    expect(screen.queryByText(/No transactions yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Equity ledger' })).toHaveTextContent('Requested');
  });
});
