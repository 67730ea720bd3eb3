/** Operations one /graphql request may carry as a batch: the server refuses more, the server renderer sends no more. */
export const GRAPHQL_BATCH_LIMIT = 10;
