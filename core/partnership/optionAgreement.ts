import { CURRENT_VALUE_RULE } from '../properties/valuation.js';

// The option agreement's clauses, as the PDF prints them under the figures and the contract
// screen shows them: written once, for the server's documents and the browser's mocks alike.
export const OPTION_AGREEMENT_CLAUSES: readonly string[] = [
  '1. Purchase. Roofline buys the designated percentage of the home at the original agreed value and pays the amounts above at closing. The homeowner keeps title, lives in the home and keeps paying its taxes, insurance and upkeep.',
  '2. Usage fee. Each month the homeowner pays the usage fee: the designated percentage times the original agreed value times the annual usage rate, divided by twelve, rounded half up to the cent.',
  '3. Reduction payments. Each scheduled reduction payment buys back part of Roofline’s share at the home’s current value and lowers the designated percentage by the payment divided by that value, rounded down. The reduction payment may not exceed the monthly reduction payment limit of Exhibit C.',
  '4. Additional purchases. The homeowner may buy back more of Roofline’s share at any time, once up to the maximum additional option payment of Exhibit C and monthly up to the maximum monthly equity purchase, at the current value.',
  '5. Cash out. Later cash out is limited to $150,000 over the life of the agreement, the cash paid at closing included, and to what leaves the homeowner at least 10% of the home’s value.',
  '6. Sale or settlement. When the home is sold or the agreement is settled, Roofline receives the designated percentage of the value at that time, rounded half up to the cent; the homeowner receives the rest.',
  '7. Primary residence. The home must remain the homeowner’s primary residence. Any second loan is paid off at closing and no new lien may be placed ahead of Roofline’s interest without its consent.',
  `8. Valuation. ${CURRENT_VALUE_RULE}`,
  '9. Payments. Monthly payments are drawn from the payment bank account the homeowner names when finalizing the restructure.',
  '10. Inspection. Closing follows a satisfactory inspection of the home.',
  '11. Electronic signature. The homeowner accepts this agreement electronically; the time, the address and browser it was accepted from and a fingerprint of this document are recorded.',
  '12. Whole agreement. This agreement, with Exhibit C, is the whole agreement between the parties about the home.',
];
