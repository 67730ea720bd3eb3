import type { ApolloClient } from '@apollo/client';
import { PurchaseBudgetEstimateDocument, type PurchaseBudgetEstimateQuery, type PurchaseBudgetEstimateQueryVariables } from '#generated/web';

/** What the budget estimate shows: the API's answer (an estimate or its errors), and whether the request failed. */
export interface BudgetEstimateAnswer {
  answer?: PurchaseBudgetEstimateQuery['purchaseBudgetEstimate'];
  failed: boolean;
}

/**
 * Today's ranges from the rates engine. Loaded with the GraphQL client when the buyer first asks
 * for an estimate, so the page renders and hydrates without either.
 */
export async function fetchBudgetEstimate(client: ApolloClient, input: PurchaseBudgetEstimateQueryVariables['input']): Promise<BudgetEstimateAnswer> {
  const { data, error } = await client.query({ query: PurchaseBudgetEstimateDocument, variables: { input } });
  return { answer: data?.purchaseBudgetEstimate, failed: Boolean(error) };
}
