import { createGraphQLError, createSchema, createYoga, maskError } from 'graphql-yoga';
import { AppError } from '../services/errors.js';
import type { Logger } from '../lib/logger.js';
import type { GraphQLContext } from './context.js';
import { loadTypeDefs } from './loadSchema.js';
import { useQueryLimits, useUserInputErrors } from './plugins.js';
import { resolvers } from './resolvers/index.js';

export const graphqlSchema = createSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });

/**
 * Yoga with masked errors: AppErrors keep their message and code, GraphQL errors that already
 * carry a code pass through, and anything else becomes INTERNAL_SERVER_ERROR with no detail.
 */
export function createGraphQLServer(options: { production: boolean; logger: Logger }) {
  return createYoga<GraphQLContext>({
    schema: graphqlSchema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    batching: { limit: 10 },
    logging: false,
    plugins: [useQueryLimits({ allowIntrospection: !options.production }), useUserInputErrors()],
    maskedErrors: {
      maskError(error, message, isDev) {
        // Duck-typed: graphql may be loaded twice (ESM and CJS), so instanceof GraphQLError is unreliable.
        const isGraphQLError = typeof error === 'object' && error !== null && 'originalError' in error && 'extensions' in error;
        const original = isGraphQLError ? (error as { originalError?: unknown }).originalError : error;
        if (original instanceof AppError) {
          return createGraphQLError(original.message, { extensions: { code: original.code } });
        }
        if (isGraphQLError && !original) return error as unknown as Error;
        options.logger.error('unexpected error in a resolver', {
          error: original instanceof Error ? { name: original.name, message: original.message, stack: original.stack } : String(original),
        });
        const masked = maskError(error, message, isDev);
        return createGraphQLError(masked.message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
  });
}
