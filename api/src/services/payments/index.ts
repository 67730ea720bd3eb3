export * from './PaymentRefusedError.js';
export * from './pendingCharges.js';
export * from './paymentMethods.js';
export * from './paymentSetup.js';
export * from './bankAccountMethods.js';
export * from './bankAccountDocumentReview.js';
