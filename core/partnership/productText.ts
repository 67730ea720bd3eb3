import type { DealProduct, ProductPreference } from './model.js';

/** How each product is named and explained on screen. */
export const PRODUCT_TEXT: Readonly<Record<ProductPreference, { name: string; summary: string }>> = {
  KEEP: { name: 'Keep your mortgage', summary: 'Roofline pays you the cash; your mortgage stays as it is.' },
  PAYOFF: { name: 'Pay off your mortgage', summary: 'Roofline pays off your mortgage too; you buy back a little of its share each month.' },
  SAVER: { name: 'Saver', summary: 'Your mortgage is paid off and your only monthly payment is the usage fee.' },
};

/** A deal's product as a homeowner reads it, on screen and in the documents (never the code). */
export function productName(product: DealProduct): string {
  return product === 'PURCHASE' ? 'Partner purchase' : PRODUCT_TEXT[product].name;
}

/** The label of saverMonthlyPayment, wherever it is shown: the offer card and the Saver estimate sheet. */
export const SAVER_ESTIMATE_LABEL = 'Monthly payment with Saver (mortgage paid off)';
