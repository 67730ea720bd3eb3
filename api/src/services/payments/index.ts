export * from './PaymentRefusedError.js';
export * from './chargeSavedPaymentMethod.js';
export * from './paymentMethods.js';
export * from './paymentSetup.js';
export * from './bankAccountMethods.js';
