export * from './vocabulary.js';
export * from './sandboxInstitutions.js';
export * from './messages.js';
export * from './microdeposits.js';
export * from './paymentAccounts.js';
export * from './accountKinds.js';
export * from './askedFor.js';
