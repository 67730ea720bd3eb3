/**
 * Annual percentage rate by the actuarial method of Regulation Z, Appendix J
 * (12 CFR part 1026). The APR is the unit-period rate i that makes the present value of
 * the payments equal the present value of the advances, times unit-periods per year.
 */

/**
 * One advance or payment, timed from the beginning of the term as Appendix J (b)(8)
 * counts it: `unitPeriods` full unit-periods plus `fraction` of one. The fraction earns
 * simple interest, hence the (1 + f·i) factor of the general equation.
 */
export interface TimedAmount {
  amount: number;
  unitPeriods: number;
  fraction?: number;
}

export interface GeneralEquationInput {
  advances: TimedAmount[];
  payments: TimedAmount[];
  /** 12 for monthly, 24 semimonthly, 52 weekly; for a single payment, 365 / days of the term. */
  unitPeriodsPerYear: number;
}

export interface SolverOptions {
  /** Stop once the unit-period rate moves by less than this. */
  tolerance?: number;
  maxIterations?: number;
}

/** A run of equal payments, one per unit-period. */
export interface PaymentStream {
  amount: number;
  count: number;
}

export interface AprInput {
  amountFinanced: number;
  /** Consecutive payments, one per unit-period: as runs of equal amounts or a flat list. */
  payments: PaymentStream[] | number[];
}

export interface AprOptions extends SolverOptions {
  /** Default 12 (monthly). */
  unitPeriodsPerYear?: number;
  /**
   * When the first payment falls, from the beginning of the term. Default one full
   * unit-period (a regular first period). A long or short odd first period is written as
   * whole unit-periods plus a fraction, e.g. 1 month and 19 days is { unitPeriods: 1,
   * fraction: 19 / 30 } (Appendix J counts odd days of a month as 30ths).
   */
  firstPayment?: { unitPeriods: number; fraction?: number };
}

/**
 * Appendix J (b)(8) general equation for any schedule of advances and payments:
 *   Σ A_k / ((1 + e_k·i)(1 + i)^q_k) = Σ P_j / ((1 + f_j·i)(1 + i)^t_j)
 * Returns the APR in percent, not rounded.
 */
export function generalEquationApr(input: GeneralEquationInput, options: SolverOptions = {}): number {
  const { advances, payments, unitPeriodsPerYear } = input;
  if (!(Number.isFinite(unitPeriodsPerYear) && unitPeriodsPerYear > 0)) {
    throw new RangeError('unitPeriodsPerYear must be positive');
  }
  for (const flow of [...advances, ...payments]) {
    const fraction = flow.fraction ?? 0;
    if (!Number.isFinite(flow.amount) || !(flow.unitPeriods >= 0) || !(fraction >= 0 && fraction < 1)) {
      throw new RangeError('each amount needs a finite value, unitPeriods >= 0 and 0 <= fraction < 1');
    }
  }
  const advanced = sum(advances.map((a) => a.amount));
  const repaid = sum(payments.map((p) => p.amount));
  if (!(advanced > 0) || !(repaid > 0)) throw new RangeError('advances and payments must both be positive');

  // Net present value at unit-period rate i: payments minus advances. It decreases in i,
  // so exactly one root exists when the flows are a loan (advances before payments).
  const npv = (i: number): number => presentValue(payments, i) - presentValue(advances, i);
  const slope = (i: number): number => presentValueSlope(payments, i) - presentValueSlope(advances, i);

  const i = solve(npv, slope, options);
  return i * unitPeriodsPerYear * 100;
}

/**
 * APR of an amount financed repaid by consecutive payments, one per unit-period. Covers
 * Appendix J (c)(1) to (c)(5): regular schedules, odd first periods, odd first or final
 * payments, and the single-payment loan (one payment, unit-period = the term).
 */
export function apr(input: AprInput, options: AprOptions = {}): number {
  const amounts = flattenPayments(input.payments);
  const first = options.firstPayment ?? { unitPeriods: 1 };
  const fraction = first.fraction ?? 0;
  return generalEquationApr(
    {
      advances: [{ amount: input.amountFinanced, unitPeriods: 0 }],
      payments: amounts.map((amount, k) => ({ amount, unitPeriods: first.unitPeriods + k, fraction })),
      unitPeriodsPerYear: options.unitPeriodsPerYear ?? 12,
    },
    options,
  );
}

/** Expands runs of equal payments into one amount per unit-period. */
export function flattenPayments(payments: PaymentStream[] | number[]): number[] {
  const amounts: number[] = [];
  for (const p of payments) {
    if (typeof p === 'number') {
      amounts.push(p);
      continue;
    }
    if (!(Number.isInteger(p.count) && p.count >= 0)) throw new RangeError('payment count must be a whole number');
    for (let k = 0; k < p.count; k++) amounts.push(p.amount);
  }
  return amounts;
}

function presentValue(flows: TimedAmount[], i: number): number {
  let total = 0;
  for (const { amount, unitPeriods, fraction = 0 } of flows) {
    total += amount / ((1 + fraction * i) * (1 + i) ** unitPeriods);
  }
  return total;
}

/** d/di of presentValue, for Newton steps. */
function presentValueSlope(flows: TimedAmount[], i: number): number {
  let total = 0;
  for (const { amount, unitPeriods: t, fraction: f = 0 } of flows) {
    const discount = (1 + f * i) * (1 + i) ** t;
    const dDiscount = f * (1 + i) ** t + (t === 0 ? 0 : (1 + f * i) * t * (1 + i) ** (t - 1));
    total -= (amount * dDiscount) / (discount * discount);
  }
  return total;
}

/**
 * Newton's method from a small positive guess; it converges in a handful of steps for
 * loan-shaped flows. If a step leaves the domain (i <= -1) or stalls, bisection on a
 * bracketed interval finishes the job more slowly but surely.
 */
function solve(npv: (i: number) => number, slope: (i: number) => number, options: SolverOptions): number {
  const tolerance = options.tolerance ?? 1e-14;
  const maxIterations = options.maxIterations ?? 100;

  let i = 0.005;
  for (let n = 0; n < maxIterations; n++) {
    const d = slope(i);
    if (!Number.isFinite(d) || d === 0) break;
    const next = i - npv(i) / d;
    if (!Number.isFinite(next) || next <= -1) break;
    if (Math.abs(next - i) < tolerance) return next;
    i = next;
  }
  return bisect(npv, tolerance, maxIterations * 20);
}

function bisect(npv: (i: number) => number, tolerance: number, maxIterations: number): number {
  let low = -0.999999;
  let high = 1;
  // Widen until the root is bracketed: npv falls from positive at low to negative at high.
  while (npv(high) > 0) {
    high *= 2;
    if (high > 1e6) throw new RangeError('APR did not converge');
  }
  if (npv(low) < 0) throw new RangeError('APR did not converge');
  for (let n = 0; n < maxIterations && high - low > tolerance; n++) {
    const mid = (low + high) / 2;
    if (npv(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function sum(values: number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
