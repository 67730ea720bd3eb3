export * from './financialItems.js';
export * from './verification.js';
export * from './sandboxLink.js';
