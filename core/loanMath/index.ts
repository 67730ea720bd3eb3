/** Pure mortgage math: payments, schedules, Regulation Z APR, ARM composites, break-even. */
export { roundCents } from '../money/cents.js';
export { amortizationSchedule, monthlyPayment } from './amortization.js';
export type { AmortizationOptions, ScheduleRow, ScheduleSummary } from './amortization.js';
export { apr, flattenPayments, generalEquationApr } from './apr.js';
export type { AprInput, AprOptions, GeneralEquationInput, PaymentStream, SolverOptions, TimedAmount } from './apr.js';
export { armRatePath, compositeArmSchedule } from './armSchedule.js';
export type { ArmCaps, ArmScheduleRow, CompositeArmInput, CompositeArmSchedule } from './armSchedule.js';
export { loanCost } from './loanCost.js';
export type { LoanCost, LoanCostInput } from './loanCost.js';
export { breakEvenMonths, monthsToOffset } from './breakEven.js';
export { aprOfRuns, presentValueOfRuns } from './runsApr.js';
export { balanceAfter, interestSlack, presentValueSlack, unitInterest, unitSchedule } from './unitSchedule.js';
export type { UnitArm, UnitSchedule, UnitSegment } from './unitSchedule.js';
export { yearlyArmSchedule, yearlyFixedSchedule } from './yearlySchedule.js';
export type { ScheduleYear, YearlySchedule } from './yearlySchedule.js';
