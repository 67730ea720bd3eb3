import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, numberCell } from './DataTable';

describe('DataTable', () => {
  it('names the table by its caption and marks figure columns', () => {
    render(
      <DataTable caption="Monthly costs">
        <thead>
          <tr>
            <th scope="col">Cost</th>
            <th scope="col" className={numberCell}>
              Per month
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Insurance</th>
            <td className={numberCell}>$125.50</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Monthly costs' });
    expect(within(table).getByRole('columnheader', { name: 'Per month' })).toHaveClass(numberCell);
    expect(within(table).getByRole('cell', { name: '$125.50' })).toHaveClass(numberCell);
  });
});
