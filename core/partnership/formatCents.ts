/**
 * Money in messages core/ writes (refusals): "$1,234" or "$1,234.50", the spec's format,
 * the same as the web app's formatMoney.
 */
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCents(cents: number): string {
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100);
}
