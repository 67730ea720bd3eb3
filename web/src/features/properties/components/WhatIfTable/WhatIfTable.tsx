import type { PropertyDashboardFieldsFragment, WhatIfScenario } from '#generated/web';
import { DataTable, numberCell } from '#web/components/DataTable/DataTable';
import { formatMoney } from '#web/lib/format';

const SCENARIO_LABELS: Record<WhatIfScenario, string> = {
  TODAY: 'If you sold today',
  UP_10_PERCENT: 'If you sold at +10%',
  DOWN_10_PERCENT: 'If you sold at −10%',
};

/** What a sale would pay each side, from the partnership model, to the cent. */
export function WhatIfTable({ sales, hasMortgage }: { sales: PropertyDashboardFieldsFragment['whatIf']; hasMortgage: boolean }) {
  return (
    <DataTable caption={`What if you sold${hasMortgage ? ' (the mortgage payoff is its balance as of closing)' : ''}`}>
      <thead>
        <tr>
          <th scope="col">Sale</th>
          <th scope="col" className={numberCell}>
            Sale price
          </th>
          <th scope="col" className={numberCell}>
            Roofline receives
          </th>
          {hasMortgage ? (
            <th scope="col" className={numberCell}>
              Mortgage payoff
            </th>
          ) : null}
          <th scope="col" className={numberCell}>
            You keep
          </th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.scenario}>
            <th scope="row">{SCENARIO_LABELS[sale.scenario]}</th>
            <td className={numberCell}>{formatMoney(sale.saleValue)}</td>
            <td className={numberCell}>{formatMoney(sale.rooflineShare)}</td>
            {hasMortgage ? <td className={numberCell}>{formatMoney(sale.mortgagePayoff)}</td> : null}
            <td className={numberCell}>{formatMoney(sale.homeownerNet)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
