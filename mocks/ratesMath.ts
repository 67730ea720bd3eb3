/**
 * Loan arithmetic for the mocked rates API, so mocked options are internally consistent
 * (payment, APR, schedule and totals agree with each other the way a real pricing engine's do).
 */

export interface ScheduleYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  endingBalance: number;
}

export interface Schedule {
  monthlyPayment: number;
  payments: number[];
  years: ScheduleYear[];
  totalInterestPaid: number;
  totalPaymentAmount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function monthlyPayment(loanAmount: number, ratePercent: number, months: number): number {
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return cents(loanAmount / months);
  return cents((loanAmount * rate) / (1 - (1 + rate) ** -months));
}

/** Month-by-month schedule rounded to the cent; the last payment absorbs the rounding. */
export function amortize(loanAmount: number, ratePercent: number, months: number): Schedule {
  const payment = monthlyPayment(loanAmount, ratePercent, months);
  const rate = ratePercent / 100 / 12;
  const payments: number[] = [];
  const years: ScheduleYear[] = [];
  let balance = loanAmount;
  let yearPrincipal = 0;
  let yearInterest = 0;
  let totalInterest = 0;
  for (let month = 1; month <= months; month += 1) {
    const interest = cents(balance * rate);
    const principal = month === months ? balance : Math.min(balance, cents(payment - interest));
    balance = cents(balance - principal);
    payments.push(cents(principal + interest));
    yearPrincipal += principal;
    yearInterest += interest;
    totalInterest += interest;
    if (month % 12 === 0 || month === months) {
      years.push({ year: Math.ceil(month / 12), principalPaid: cents(yearPrincipal), interestPaid: cents(yearInterest), endingBalance: balance });
      yearPrincipal = 0;
      yearInterest = 0;
    }
  }
  return { monthlyPayment: payment, payments, years, totalInterestPaid: cents(totalInterest), totalPaymentAmount: cents(loanAmount + totalInterest) };
}

/** The annual rate (percent) at which the payments are worth the amount financed today. */
export function annualPercentageRate(amountFinanced: number, payments: number[]): number {
  const presentValue = (monthlyRate: number) => payments.reduce((sum, payment, index) => sum + payment / (1 + monthlyRate) ** (index + 1), 0);
  let low = 0;
  let high = 0.05;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountFinanced) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 1000) / 1000;
}
