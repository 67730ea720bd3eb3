import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExhibitCTable } from './ExhibitCTable';

describe('ExhibitCTable', () => {
  it('prints Roofline’s share with the one decimal of the percent rule', () => {
    render(
      <ExhibitCTable
        fields={{
          __typename: 'PurchaseExhibitCFields',
          originalAgreedValue: 600_000,
          monthlyReductionPaymentLimit: 609.43,
          originalDesignatedPercentage: 12.1885,
          maxAddlOptionPaymentPercentage: 5,
          maxMonthlyEquityPurchaseLimit: 1_500,
          recurringPurchaseScheduled: false,
        }}
      />,
    );
    expect(screen.getByRole('row', { name: /Original designated percentage/ })).toHaveTextContent(/12\.2%$/);
    expect(screen.getByRole('row', { name: /Maximum additional option payment/ })).toHaveTextContent('5.0% of the current value');
  });
});
