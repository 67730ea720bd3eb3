/**
 * The schedule of one dollar borrowed in exact arithmetic, no rounding to cents: level payments
 * for a fixed loan, and for an ARM the composite schedule recast at each rate change, as
 * yearlyArmSchedule runs it in cents. Without rounding every amount scales with the principal,
 * so one unit schedule per (shape, note rate) serves every loan amount, and it has one segment
 * per distinct rate instead of one row per month. The cent schedule differs from it by at most
 * a rounding drift (presentValueSlack, interestSlack): close enough to bound APRs and interest before solving.
 */
import { adjustedArmRate, type ArmCaps } from './armSchedule.js';

export interface UnitArm {
  fixedMonths: number;
  fullyIndexedRatePercent: number;
  caps: ArmCaps;
  adjustmentPeriodMonths: number;
}

/** Months at one rate and one payment, per dollar of principal. */
export interface UnitSegment {
  /** Monthly rate (annual percent / 1200). */
  rate: number;
  payment: number;
  count: number;
  /** Balance owed when the segment starts. */
  startBalance: number;
}

export interface UnitSchedule {
  termMonths: number;
  segments: UnitSegment[];
  /** Highest monthly rate of the schedule. */
  maxRate: number;
}

export function unitSchedule(termMonths: number, ratePercent: number, arm: UnitArm | null): UnitSchedule {
  const segments: UnitSegment[] = [];
  let balance = 1;
  let ratePct = ratePercent;
  let month = 0;
  let adjustments = 0;
  let maxRate = ratePct / 1200;
  const ceiling = arm ? ratePercent + arm.caps.lifetime : ratePercent;
  while (month < termMonths) {
    const rate = ratePct / 1200;
    const payment = levelPayment(balance, rate, termMonths - month);
    // The rate holds until the first adjustment, then changes at most once a period; once an
    // adjustment under the periodic cap leaves it unchanged it never changes again.
    let count = arm ? (adjustments === 0 ? arm.fixedMonths : arm.adjustmentPeriodMonths) : termMonths;
    let next = ratePct;
    while (arm && month + count < termMonths) {
      next = adjustedArmRate(ratePct, arm.fullyIndexedRatePercent, adjustments === 0 ? arm.caps.initial : arm.caps.periodic, ceiling);
      adjustments++;
      if (next !== ratePct) break;
      if (adjustments > 1 || arm.caps.initial === arm.caps.periodic) {
        count = termMonths - month;
        break;
      }
      count += arm.adjustmentPeriodMonths;
    }
    count = Math.min(count, termMonths - month);
    segments.push({ rate, payment, count, startBalance: balance });
    balance = balanceAfter(balance, rate, payment, count);
    month += count;
    ratePct = next;
    maxRate = Math.max(maxRate, ratePct / 1200);
  }
  return { termMonths, segments, maxRate };
}

/** Balance left after `months` payments of `payment` at monthly `rate`. */
export function balanceAfter(balance: number, rate: number, payment: number, months: number): number {
  if (rate === 0) return balance - payment * months;
  const growth = (1 + rate) ** months;
  return balance * growth - (payment * (growth - 1)) / rate;
}

/** Interest paid per dollar in the first `months` months: payments made less principal repaid. */
export function unitInterest(schedule: UnitSchedule, months: number): number {
  let paid = 0;
  let left = months;
  for (const segment of schedule.segments) {
    const count = Math.min(left, segment.count);
    paid += segment.payment * count;
    left -= count;
    if (left === 0) return paid - (1 - balanceAfter(segment.startBalance, segment.rate, segment.payment, count));
  }
  // The horizon covers the whole term: everything is repaid.
  return paid - 1;
}

/**
 * How far a cent schedule strays from the unit schedule times the principal, in dollars. Within
 * a segment at monthly rate ρ the cent balance gains at most a cent a month of rounding (the
 * interest and the payment half a cent each), grown by interest: at most 0.01·len·(1+ρ)^len by
 * the segment's end, which the next recast re-amortizes. Both bounds below are doubled.
 */
function segmentDrift(segment: UnitSegment, months = segment.count): number {
  return 0.01 * months * (1 + segment.rate) ** months;
}

/**
 * Most the present value of the cent payments can differ from the unit payments' times the
 * principal, at rates near the schedule's: half a cent a month on the level payments, the last
 * payment's true-up (worth at most a cent a month of the term), and each earlier segment's
 * drift re-amortized (valued at up to 1.5 times its amount away from the segment's rate).
 */
export function presentValueSlack(schedule: UnitSchedule): number {
  let drift = 0;
  for (let k = 0; k < schedule.segments.length - 1; k++) drift += segmentDrift(schedule.segments[k] as UnitSegment);
  return 1 + 2 * (0.015 * schedule.termMonths + 1.5 * drift);
}

/**
 * Most the interest of the first `months` cent payments can differ from the unit interest times
 * the principal: half a cent a month of rounding plus interest on the balance drifted so far.
 */
export function interestSlack(schedule: UnitSchedule, months: number): number {
  let drift = 0;
  let left = months;
  for (const segment of schedule.segments) {
    if (left <= 0) break;
    drift += segmentDrift(segment, Math.min(left, segment.count));
    left -= segment.count;
  }
  return 1 + 2 * (0.005 * months + drift * (1 + months * schedule.maxRate));
}

function levelPayment(balance: number, rate: number, months: number): number {
  return rate === 0 ? balance / months : (balance * rate) / (1 - (1 + rate) ** -months);
}
