export * from './vocabulary.js';
export * from './sandboxInstitutions.js';
export * from './messages.js';
export * from './microdeposits.js';
export * from './paymentAccounts.js';
