import {
  aprOfRuns,
  type PaymentStream,
  interestSlack,
  presentValueSlack,
  presentValueOfRuns,
  type UnitSchedule,
  unitInterest,
  unitSchedule,
} from '#core/loanMath/index';
import { fullyIndexedRate, shapeKey } from './loanSchedule.js';
import type { ProgramQuote, RowPrice } from './priceOption.js';
import type { PricingProgram } from './pricingSheet.js';
import { centsToDollars } from '../money/cents.js';

/** A unit schedule with what the bounds reuse: its payment runs and one solved APR with its slope. */
interface UnitEntry {
  schedule: UnitSchedule;
  runs: PaymentStream[];
  /** E in dollars (presentValueSlack). */
  aprSlack: number;
  /** The monthly rate solving the runs against amount financed per dollar `financed`, and d(PV)/d(rate) there. */
  anchor: { financed: number; rate: number; slope: number } | null;
  /** Interest per dollar within the horizon (the same for every program of the shape in one run) and its slack. */
  horizon: { unitInterest: number; slack: number } | null;
}

export interface SortBounds {
  /** At most the option's APR as PricedOption rounds it (3 decimals); −∞ where no bound is cheap. */
  apr(quote: ProgramQuote, price: RowPrice): number;
  /** At most the option's interest within the horizon, in dollars. */
  interest(quote: ProgramQuote, price: RowPrice): number;
}

/**
 * Lower bounds of the two sort keys that need a full cent schedule (APR, interest within the
 * horizon), from the exact-arithmetic unit schedule shared by every program of the same shape
 * and note rate. For one pricing run: unit schedules are memoized by shape and rate.
 *
 * APR: the cent schedule's payments are worth, at any positive rate, within E dollars of the
 * unit payments times the note amount (E: presentValueSlack), so the APR is at least the
 * rate solving the unit runs against (amount financed + E) per dollar. That rate is bounded
 * below by the tangent at an anchor solved once per unit schedule: present value is convex and
 * decreasing in the rate, so its inverse is too, and lies above every tangent.
 * Irregular streams (monthly mortgage insurance) get no bound: they are always solved.
 */
export function createSortBounds(): SortBounds {
  const byShape = new Map<string, Map<number, UnitEntry>>();

  const entryFor = (program: PricingProgram, ratePercent: number): UnitEntry => {
    const key = shapeKey(program);
    let byRate = byShape.get(key);
    if (!byRate) {
      byRate = new Map();
      byShape.set(key, byRate);
    }
    const rateKey = Math.round(ratePercent * 10_000);
    let entry = byRate.get(rateKey);
    if (!entry) {
      const arm = program.arm;
      const schedule = unitSchedule(
        program.termYears * 12,
        ratePercent,
        arm
          ? {
              fixedMonths: program.fixedYears * 12,
              fullyIndexedRatePercent: fullyIndexedRate(program) ?? ratePercent,
              caps: arm.caps,
              adjustmentPeriodMonths: arm.adjustmentMonths,
            }
          : null,
      );
      entry = {
        schedule,
        runs: schedule.segments.map((s) => ({ amount: s.payment, count: s.count })),
        aprSlack: presentValueSlack(schedule),
        anchor: null,
        horizon: null,
      };
      byRate.set(rateKey, entry);
    }
    return entry;
  };

  return {
    apr(quote, price) {
      if (quote.program.annualMiPercent > 0) return -Infinity;
      const note = quote.noteAmount;
      const entry = entryFor(quote.program, price.interestRate);
      const financed = (note - centsToDollars(price.prepaidFinanceChargesCents)) / note;
      if (!(financed > 0)) return -Infinity;
      if (!entry.anchor) {
        const rate = aprOfRuns(financed, entry.runs, 12, price.interestRate) / 1200;
        entry.anchor = { financed, rate, slope: presentValueOfRuns(entry.runs, rate).slope };
      }
      const { anchor } = entry;
      const rate = anchor.rate + (financed + entry.aprSlack / note - anchor.financed) / anchor.slope;
      return Math.round(rate * 1200 * 1000) / 1000;
    },
    interest(quote, price) {
      const entry = entryFor(quote.program, price.interestRate);
      if (!entry.horizon) {
        const months = Math.min(quote.horizonYears, quote.program.termYears) * 12;
        entry.horizon = { unitInterest: unitInterest(entry.schedule, months), slack: interestSlack(entry.schedule, months) };
      }
      return quote.noteAmount * entry.horizon.unitInterest - entry.horizon.slack;
    },
  };
}
