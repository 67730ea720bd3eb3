// Money in messages core/ writes (refusals) uses the money rule's format.
export { formatCents } from '../money/formatMoney.js';
