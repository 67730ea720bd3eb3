import { centsToDollars } from '#core/money/cents';
import { Component, Suspense, useMemo, useState, type ReactNode } from 'react';
import { costComparison, DEFAULT_HORIZON_YEARS, type CostComparison, type PartnershipTerms } from '#core/partnership/index';
import { Alert } from '#web/components/Alert/Alert';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import { formatCents } from '#core/money/formatMoney';
import { formatMoney, formatPercent } from '#web/lib/format';
import { lazyPage } from '#web/lib/lazyWithTimeout';
import type { CostChartRow } from './costChartData';
import { parseMoneyCents } from '#core/money/parseDollars';
import styles from './CostComparisonPanel.module.css';

const CostChart = lazyPage(() => import('./CostChart'));

export const DEFAULT_REFINANCE_RATE = '6.875';
export const DEFAULT_CURRENT_RATE = '4';
export const DEFAULT_CLOSING_COSTS = '5,000';
const RATE_ERROR = 'Enter a rate from 0% to 20%.';
const COSTS_ERROR = 'Enter the closing costs in dollars, or 0.';

const changeLabel = (change: number) => (change === 0 ? 'no change' : `${change > 0 ? '+' : '−'}${Math.round(Math.abs(change) * 100)}%`);

function parseRate(text: string): number | null {
  if (!/^\d{1,2}(\.\d{0,3})?$/.test(text.trim())) return null;
  const rate = Number(text);
  return rate >= 0 && rate <= 20 ? rate : null;
}

/**
 * What getting the cash costs: the KEEP partnership against a cash-out refinance of the same
 * cash, for home values from −20% to +50% and 1 to 10 years, as a chart (loaded on demand)
 * and as tables with the same figures.
 */
export function CostComparisonPanel({ terms, mortgageBalanceCents }: { terms: PartnershipTerms; mortgageBalanceCents: number }) {
  const [refinanceRate, setRefinanceRate] = useState(DEFAULT_REFINANCE_RATE);
  const [currentRate, setCurrentRate] = useState(DEFAULT_CURRENT_RATE);
  const [closingCosts, setClosingCosts] = useState(DEFAULT_CLOSING_COSTS);
  const [years, setYears] = useState(5);
  const newRate = parseRate(refinanceRate);
  const oldRate = parseRate(currentRate);
  const fees = parseMoneyCents(closingCosts);

  const comparison = useMemo<CostComparison | null>(() => {
    if (newRate === null || oldRate === null || fees === null) return null;
    return costComparison({
      homeValueCents: terms.agreedValueCents,
      mortgageBalanceCents,
      cashCents: terms.cashToHomeownerCents + terms.secondLoanPayoffCents,
      currentMortgage: { ratePercent: oldRate, remainingTermMonths: 360 },
      refinance: { ratePercent: newRate, termMonths: 360, pointsPercent: 0, feesCents: fees },
      usageRate: terms.usageRate,
    });
  }, [terms, mortgageBalanceCents, newRate, oldRate, fees]);

  const chartRows = useMemo<CostChartRow[]>(() => (comparison ? chartRowsOf(comparison) : []), [comparison]);

  return (
    <section className={styles.panel} aria-labelledby="cost-comparison-title">
      <h3 id="cost-comparison-title">Partnership or cash-out refinance: what the cash costs you</h3>
      <p className={styles.lead}>
        The same {formatCents(terms.cashToHomeownerCents + terms.secondLoanPayoffCents)}, two ways: keep your mortgage and partner with Roofline, or refinance
        your whole mortgage at today’s rate. The cost is everything you pay until you sell or settle, less the cash you received, compared with keeping your
        mortgage as it is.
      </p>
      <div className={styles.inputs}>
        <TextField
          label="Cash-out refinance rate (%)"
          inputMode="decimal"
          value={refinanceRate}
          onChange={(e) => setRefinanceRate(e.target.value)}
          error={newRate === null ? RATE_ERROR : undefined}
          hint="A 30-year fixed rate."
        />
        {mortgageBalanceCents > 0 ? (
          <TextField
            label="Your current mortgage rate (%)"
            inputMode="decimal"
            value={currentRate}
            onChange={(e) => setCurrentRate(e.target.value)}
            error={oldRate === null ? RATE_ERROR : undefined}
            hint="Taken as 30 years left."
          />
        ) : null}
        <TextField
          label="Refinance closing costs ($)"
          inputMode="decimal"
          value={closingCosts}
          onChange={(e) => setClosingCosts(e.target.value)}
          error={fees === null ? COSTS_ERROR : undefined}
        />
        <SelectField
          label="Years until you sell or settle"
          options={DEFAULT_HORIZON_YEARS.map((n) => ({ value: String(n), label: n === 1 ? '1 year' : `${n} years` }))}
          value={String(years)}
          onChange={(e) => setYears(Number(e.target.value))}
        />
      </div>
      {comparison ? (
        <>
          <ChartBoundary>
            <Suspense fallback={<LoadingPlaceholder label="Loading the chart…" />}>
              <CostChart rows={chartRows} />
            </Suspense>
          </ChartBoundary>
          <HorizonTable comparison={comparison} years={years} />
          <details className={styles.details}>
            <summary>Every year and home value</summary>
            <AllYearsTable rows={chartRows} comparison={comparison} />
          </details>
        </>
      ) : (
        <p className={styles.empty}>Correct the figures above to compare the costs.</p>
      )}
    </section>
  );
}

function chartRowsOf(comparison: CostComparison): CostChartRow[] {
  return comparison.refinance.map(({ years, totalCostCents }) => {
    const row: CostChartRow = { years, refinance: centsToDollars(totalCostCents) };
    for (const change of comparison.partnership.filter((c) => c.years === years)) row[changeLabel(change.valueChange)] = centsToDollars(change.totalCostCents);
    return row;
  });
}

function HorizonTable({ comparison, years }: { comparison: CostComparison; years: number }) {
  const refinance = comparison.refinance.find((r) => r.years === years);
  const cells = comparison.partnership.filter((c) => c.years === years);
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on phones must be reachable by keyboard
    <div className={styles.tableScroll} role="region" aria-labelledby="cost-horizon-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="cost-horizon-caption" className={styles.caption}>
          Total cost after {years === 1 ? '1 year' : `${years} years`}, by what your home is worth then
        </caption>
        <thead>
          <tr>
            <th scope="col">Home value change</th>
            <th scope="col">Home value then</th>
            <th scope="col" className={styles.amount}>
              Partnership
            </th>
            <th scope="col" className={styles.amount}>
              Partnership as an APR
            </th>
            <th scope="col" className={styles.amount}>
              Cash-out refinance
            </th>
            <th scope="col">Costs less</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell) => (
            <tr key={cell.valueChange}>
              <th scope="row">{changeLabel(cell.valueChange)}</th>
              <td>{formatCents(cell.endValueCents)}</td>
              <td className={styles.amount}>{formatCents(cell.totalCostCents)}</td>
              <td className={styles.amount}>{cell.aprEquivalentPercent === null ? '—' : formatPercent(cell.aprEquivalentPercent, true)}</td>
              <td className={styles.amount}>{refinance ? formatCents(refinance.totalCostCents) : '—'}</td>
              <td>{refinance && cell.totalCostCents < refinance.totalCostCents ? 'Partnership' : 'Refinance'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AllYearsTable({ rows, comparison }: { rows: CostChartRow[]; comparison: CostComparison }) {
  const changes = [...new Set(comparison.partnership.map((c) => c.valueChange))];
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on phones must be reachable by keyboard
    <div className={styles.tableScroll} role="region" aria-labelledby="cost-all-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="cost-all-caption" className={styles.caption}>
          Total cost by year: the refinance, and the partnership for each change in home value
        </caption>
        <thead>
          <tr>
            <th scope="col">Years</th>
            <th scope="col" className={styles.amount}>
              Refinance
            </th>
            {changes.map((change) => (
              <th key={change} scope="col" className={styles.amount}>
                Partnership, {changeLabel(change)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.years}>
              <th scope="row">{row.years}</th>
              <td className={styles.amount}>{formatMoney(row.refinance)}</td>
              {changes.map((change) => (
                <td key={change} className={styles.amount}>
                  {formatMoney(Number(row[changeLabel(change)]))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart that fails to load leaves the tables, which hold the same figures. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <Alert tone="info">The chart could not load; the table below has the same figures.</Alert>;
    return this.props.children;
  }
}
