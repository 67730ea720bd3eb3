/**
 * Property dashboards: the property of a closed deal, its append-only equity ledger, valuations,
 * buy-ins and cash-outs, monthly charges and the partner dashboard's members, around
 * core/properties and core/partnership's ledger.
 */
export { createPropertyFromDeal, type PropertyDeal, type CreatedProperty } from './createPropertyFromDeal.js';
export { propertiesOf } from './propertiesOf.js';
export { propertyDashboard, partnerPropertyDashboard, dealDocumentsOf, ownerSourceApplicationUuidOf, recurringBuyInPaymentMethodOf } from './dashboard.js';
export { equityTransactionPreview, verifyEquityTransaction, requestEquityVerificationCode } from './equityTransactions.js';
export { acceptPropertyInvitation } from './members.js';
export { closingDisbursementOf } from './closingDisbursement.js';
export type { PropertyDashboardView } from './dashboardView.js';
