/** Purchase deals: the stage machine. The deal's figures (Exhibit C) come from core/partnership. */
export { PURCHASE_EVENTS, PURCHASE_RULES, PURCHASE_STAGES, PURCHASE_TERMINAL_STAGES, transitionPurchase } from './stages.js';
export type { PurchaseEvent, PurchaseStage } from './stages.js';
