export * from './vocabulary.js';
export * from './messages.js';
export * from './limits.js';
export * from './cardNumber.js';
export * from './cardInput.js';
export * from './label.js';
export * from './sandboxTestCards.js';
export * from './sandboxTestBankAccounts.js';
