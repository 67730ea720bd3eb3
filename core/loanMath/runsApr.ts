/**
 * The Appendix J actuarial APR of a regular monthly loan whose payments come in runs of equal
 * amounts (a fixed loan is two runs, an ARM's composite schedule a few dozen). Each run's
 * present value is a closed-form annuity, so a Newton step costs a handful of powers however
 * long the term: the same equation apr() solves payment by payment, at a fraction of the cost.
 */
import type { PaymentStream } from './apr.js';

/**
 * APR in percent, unrounded: the monthly rate i with Σ PV(runs, i) = amountFinanced, times 12 × 100.
 * `guessPercent` (such as the note rate) starts Newton nearer the root: fewer steps, same root.
 */
export function aprOfRuns(amountFinanced: number, runs: readonly PaymentStream[], unitPeriodsPerYear = 12, guessPercent?: number): number {
  if (!(Number.isFinite(amountFinanced) && amountFinanced > 0)) throw new RangeError('amountFinanced must be positive');
  let total = 0;
  for (const run of runs) {
    if (!(Number.isFinite(run.amount) && Number.isInteger(run.count) && run.count >= 0)) {
      throw new RangeError('each run needs a finite amount and a whole count');
    }
    total += run.amount * run.count;
  }
  if (!(total > 0)) throw new RangeError('payments must be positive');

  // Start from the guess or the simple-interest rate; Newton converges quadratically from there.
  let i =
    guessPercent !== undefined && Number.isFinite(guessPercent) && guessPercent > 0
      ? guessPercent / unitPeriodsPerYear / 100
      : Math.max(1e-6, (total / amountFinanced - 1) / Math.max(1, countOf(runs) / 2));
  for (let step = 0; step < 60; step++) {
    const { value, slope } = presentValueOfRuns(runs, i);
    const next = i - (value - amountFinanced) / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - i) < 1e-15) return next * unitPeriodsPerYear * 100;
    i = next;
  }
  return bisect(amountFinanced, runs) * unitPeriodsPerYear * 100;
}

function countOf(runs: readonly PaymentStream[]): number {
  return runs.reduce((n, run) => n + run.count, 0);
}

/**
 * Present value at monthly rate i of the runs (first payment one period out) and its derivative
 * in i. Each run's discount to its start is the previous run's times v^count, and v^count is
 * reused while runs keep the same length (an ARM's yearly runs), so a step costs a few powers.
 */
export function presentValueOfRuns(runs: readonly PaymentStream[], i: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  let start = 0; // payments before this run
  let lead = 1; // v^start
  const base = 1 + i;
  let tailCount = -1;
  let tail = 1;
  for (const { amount, count } of runs) {
    if (count === 0) continue;
    if (Math.abs(i) < 1e-12) {
      value += amount * count;
      slope -= amount * ((count * (count + 1)) / 2 + start * count);
      start += count;
      continue;
    }
    // PV = a · v^start · (1 − v^count) / i, with v = 1 / (1 + i).
    if (count !== tailCount) {
      tail = base ** -count;
      tailCount = count;
    }
    const annuity = (1 - tail) / i;
    const dAnnuity = ((count * tail) / base - annuity) / i;
    const dLead = (-start * lead) / base;
    value += amount * lead * annuity;
    slope += amount * (dLead * annuity + lead * dAnnuity);
    lead *= tail;
    start += count;
  }
  return { value, slope };
}

function bisect(amountFinanced: number, runs: readonly PaymentStream[]): number {
  let low = -0.999;
  let high = 1;
  while (presentValueOfRuns(runs, high).value > amountFinanced) {
    high *= 2;
    if (high > 1e6) throw new RangeError('APR did not converge');
  }
  for (let n = 0; n < 200 && high - low > 1e-15; n++) {
    const mid = (low + high) / 2;
    if (presentValueOfRuns(runs, mid).value > amountFinanced) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
