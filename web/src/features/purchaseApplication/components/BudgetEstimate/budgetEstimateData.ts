import type { PurchaseBudgetEstimateQuery } from '#generated/web';

/** The budget estimate as the API returns it (the table and the chart read it). */
export type Estimate = NonNullable<PurchaseBudgetEstimateQuery['purchaseBudgetEstimate']['estimate']>;
