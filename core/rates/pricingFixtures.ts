/**
 * For the pricing tests: what a search shows, figure by figure, and a sheet grown from another
 * to many lenders whose programs differ a little (rates, points, ARM margins), so that pricing
 * has many near-equal programs to screen and most of them cannot reach the list.
 */
import type { PricingOutcome } from './engine.js';
import type { PricingProgram, PricingSheet } from './pricingSheet.js';

/** Every figure of every option (the schedule by its yearly rows), and the refusals. */
export function shownOutcome(outcome: PricingOutcome) {
  return {
    errors: outcome.errors,
    options: outcome.options.map(({ option, schedule, ...figures }) => ({
      ...figures,
      program: option.quote.program.uuid,
      interestRate: option.interestRate,
      effectivePoints: option.effectivePoints,
      totalFees: option.totalFees,
      monthlyPI: option.monthlyPI,
      years: schedule.years,
    })),
  };
}

/** The sheet with `copies` more copies of each lender; copy k moves rates, points and ARM margins by its own small steps. */
export function sheetWithCopies(sheet: PricingSheet, copies: number): PricingSheet {
  const lenders = [...new Map(sheet.programs.map((p) => [p.lender.uuid, p.lender])).values()];
  const programs: PricingProgram[] = [...sheet.programs];
  const adjustments = [...sheet.adjustments];
  const fees = [...sheet.fees];
  for (let k = 1; k <= copies; k++) {
    const rateShift = ((k % 3) - 1) * 0.125;
    const pointsShift = ((k % 5) - 2) * 0.0625;
    const marginShift = (k % 4) * 0.125;
    for (const original of lenders) {
      const lender = { ...original, uuid: `${original.uuid}/${k}`, companyName: `${original.companyName} ${k + 1}` };
      for (const program of sheet.programs.filter((p) => p.lender.uuid === original.uuid)) {
        programs.push({
          ...program,
          uuid: `${program.uuid}/${k}`,
          lender,
          arm: program.arm && { ...program.arm, margin: program.arm.margin + marginShift },
          popularityRank: program.popularityRank + k,
          quotedRates: program.quotedRates.map((row) => ({ rate: row.rate + rateShift, points: Math.round((row.points + pointsShift) * 1000) / 1000 })),
        });
      }
      adjustments.push(...sheet.adjustments.filter((a) => a.lenderUuid === original.uuid).map((a) => ({ ...a, lenderUuid: lender.uuid })));
      fees.push(...sheet.fees.filter((f) => f.lenderUuid === original.uuid).map((f) => ({ ...f, lenderUuid: lender.uuid })));
    }
  }
  return { ...sheet, uuid: `${sheet.uuid}/${copies}`, programs, adjustments, fees };
}
