import { Suspense, useRef, useState } from 'react';
import { parseDollars } from '#core/money/parseDollars';
import type { CreditScoreRange } from '#core/rates/index';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { TextField } from '#web/components/TextField/TextField';
import { useClientSource } from '#web/lib/data/clientSource';
import { formatInterestRate, formatMoney } from '#web/lib/format';
import { lazyPage } from '#web/lib/lazyWithTimeout';
import styles from '../../model/PurchaseApplication.module.css';

const BudgetChart = lazyPage(() => import('./BudgetChart'));

import type { Estimate } from './budgetEstimateData';
import type { BudgetEstimateAnswer } from './fetchBudgetEstimate';

const amountProblem = (text: string, required: boolean, what: string) => {
  if (!text.trim()) return required ? `Enter ${what}.` : null;
  return parseDollars(text) === null ? 'Enter an amount of $0 or more.' : null;
};

/** The price range a buyer can afford with and without Roofline: a table, and a chart loaded on demand. */
export function BudgetEstimateTable({ estimate }: { estimate: Estimate }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>What you could afford, at today’s {formatInterestRate(estimate.mortgageRate)} 30-year fixed rate</caption>
        <thead>
          <tr>
            <th scope="col">Buying</th>
            <th scope="col" className={styles.amount}>
              Comfortable
            </th>
            <th scope="col" className={styles.amount}>
              Stretch
            </th>
            <th scope="col" className={styles.amount}>
              Monthly cost at the stretch price
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">On your own</th>
            <td className={styles.amount}>{formatMoney(estimate.withoutRoofline.low)}</td>
            <td className={styles.amount}>{formatMoney(estimate.withoutRoofline.high)}</td>
            <td className={styles.amount}>{formatMoney(estimate.withoutRoofline.monthlyCostAtHigh)}</td>
          </tr>
          <tr>
            <th scope="row">With Roofline</th>
            <td className={styles.amount}>{formatMoney(estimate.withRoofline.low)}</td>
            <td className={styles.amount}>{formatMoney(estimate.withRoofline.high)}</td>
            <td className={styles.amount}>{formatMoney(estimate.withRoofline.monthlyCostAtHigh)}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.muted}>
        Comfortable keeps all your debts, the home included, to 36% of your income; stretch to 43%. Taxes and insurance are allowed for at 1.25% of the price a
        year.
      </p>
    </div>
  );
}

/** The budget estimate: income, debts and down payment in, today's rates from our engine, ranges out. */
export function BudgetEstimate({
  downPayment,
  state,
  creditScoreEstimate,
}: {
  downPayment: number | null;
  state: string;
  creditScoreEstimate: CreditScoreRange | '';
}) {
  const [income, setIncome] = useState('');
  const [debts, setDebts] = useState('');
  const [loan, setLoan] = useState('');
  const [touched, setTouched] = useState(false);
  const clientSource = useClientSource();
  const [request, setRequest] = useState<BudgetEstimateAnswer & { loading: boolean }>({ loading: false, failed: false });
  const latest = useRef(0);
  const problems = {
    income: amountProblem(income, true, 'your annual income'),
    debts: amountProblem(debts, true, 'your monthly debt payments (0 if none)'),
    loan: amountProblem(loan, false, 'a loan'),
  };
  const downProblem = downPayment && downPayment > 0 ? null : 'Enter your down payment above first.';

  // Not a form of its own: it sits inside the create-account form, and forms do not nest.
  async function estimate() {
    setTouched(true);
    if (problems.income || problems.debts || problems.loan || downProblem) return;
    const input = {
      annualIncome: parseDollars(income) ?? 0,
      monthlyDebts: parseDollars(debts) ?? 0,
      downPayment: downPayment!,
      buyerLoan: parseDollars(loan),
      state: state || null,
      creditScoreEstimate: creditScoreEstimate || null,
    };
    // Only the latest request's answer is shown, whatever order the answers come back in.
    const current = ++latest.current;
    setRequest({ loading: true, failed: false });
    let answered: BudgetEstimateAnswer;
    try {
      // The GraphQL client and the query load with the first estimate asked for.
      const [client, { fetchBudgetEstimate }] = await Promise.all([clientSource.load(), import('./fetchBudgetEstimate')]);
      answered = await fetchBudgetEstimate(client, input);
    } catch {
      answered = { failed: true };
    }
    if (current === latest.current) setRequest({ ...answered, loading: false });
  }

  const { loading, failed } = request;
  const result = request.answer;
  return (
    <section className={styles.panel} aria-labelledby="budget-title">
      <h2 id="budget-title">What could you afford?</h2>
      <p className={styles.lead}>
        Compare the price range you could buy on your own with what you could buy with Roofline. Our own rates engine prices your loan.
      </p>
      <div role="group" aria-label="Your income and debts" className={styles.fields}>
        <TextField
          label="Annual income before tax ($)"
          inputMode="decimal"
          value={income}
          onChange={(e) => setIncome(e.target.value)}
          error={touched || income ? (problems.income ?? undefined) : undefined}
        />
        <TextField
          label="Monthly debt payments ($)"
          hint="Cards, car and student loans"
          inputMode="decimal"
          value={debts}
          onChange={(e) => setDebts(e.target.value)}
          error={touched || debts ? (problems.debts ?? undefined) : undefined}
        />
        <TextField
          label="A loan you would bring with Roofline ($, optional)"
          inputMode="decimal"
          value={loan}
          onChange={(e) => setLoan(e.target.value)}
          error={problems.loan ?? undefined}
        />
        {touched && downProblem ? <Alert>{downProblem}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" busy={loading} onClick={() => void estimate()}>
            Estimate my budget
          </Button>
        </div>
      </div>
      {loading ? <LoadingPlaceholder label="Pricing your loan…" /> : null}
      {failed ? <Alert>Sorry, there was a problem. Please try again later.</Alert> : null}
      {result?.errors.length ? <Alert>{result.errors.map((e) => e.message).join(' ')}</Alert> : null}
      {result?.estimate ? (
        <>
          <Suspense fallback={<LoadingPlaceholder label="Drawing the chart…" />}>
            <BudgetChart estimate={result.estimate} />
          </Suspense>
          <BudgetEstimateTable estimate={result.estimate} />
        </>
      ) : null}
    </section>
  );
}
