import { useState, type FormEvent } from 'react';
import { dollarsToCents } from '#core/money/cents';
import { formatCents } from '#core/money/formatMoney';
import { dpFromPercent } from '#core/partnership/fixedPoint';
import { BUY_OUT_RULE, buyOutTable, readBuyOutValue, type BuyOutQuote } from '#core/properties/buyOut';
import { CURRENT_VALUE_RULE } from '#core/properties/valuation';
import { Button } from '#web/components/Button/Button';
import { DataTable, numberCell } from '#web/components/DataTable/DataTable';
import { TextField } from '#web/components/TextField/TextField';
import styles from './BuyOutTable.module.css';

export interface BuyOutTableProps {
  /** Roofline's share in percent, as the dashboard sends it. */
  designatedPercentage: number;
  /** The current value in dollars: the one a buy-out is priced at today. */
  homeValue: number;
  mortgageBalance: number;
}

/**
 * What buying out Roofline's whole share costs today and at home values the homeowner types,
 * priced by core's settlement, the same model as the what-if table.
 */
export function BuyOutTable({ designatedPercentage, homeValue, mortgageBalance }: BuyOutTableProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hasMortgage = mortgageBalance > 0;
  const table = buyOutTable({ dp: dpFromPercent(designatedPercentage), currentValueCents: dollarsToCents(homeValue) }, dollarsToCents(mortgageBalance), chosen);

  function add(event: FormEvent) {
    event.preventDefault();
    const reading = readBuyOutValue(typed);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    setError(undefined);
    setTyped('');
    setChosen((values) => [...values, reading.valueCents]);
  }

  const row = (quote: BuyOutQuote, today: boolean) => (
    <tr key={today ? 'today' : quote.valueCents}>
      <th scope="row">{today ? `${formatCents(quote.valueCents)} (today)` : formatCents(quote.valueCents)}</th>
      <td className={numberCell}>{formatCents(quote.costCents)}</td>
      <td className={numberCell}>{formatCents(quote.homeownerEquityAfterCents)}</td>
      <td>
        {today ? null : (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setChosen((values) => values.filter((value) => value !== quote.valueCents))}
            aria-label={`Remove ${formatCents(quote.valueCents)}`}
          >
            Remove
          </Button>
        )}
      </td>
    </tr>
  );

  return (
    <div className={styles.layout}>
      <p className={styles.rule}>{BUY_OUT_RULE}</p>
      <DataTable caption="What buying out Roofline’s whole share costs">
        <thead>
          <tr>
            <th scope="col">Home value</th>
            <th scope="col" className={numberCell}>
              You pay Roofline
            </th>
            <th scope="col" className={numberCell}>
              {hasMortgage ? 'Your equity after (less the mortgage)' : 'Your equity after'}
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {row(table.today, true)}
          {table.chosen.map((quote) => row(quote, false))}
        </tbody>
      </DataTable>
      <form className={styles.form} onSubmit={add} noValidate>
        <TextField
          label="Another home value"
          hint="See the buy-out if your home were worth this"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Show buy-out
        </Button>
      </form>
      <p className={styles.note}>{CURRENT_VALUE_RULE}</p>
    </div>
  );
}
