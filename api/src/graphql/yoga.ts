import { createGraphQLError, createSchema, createYoga, maskError } from 'graphql-yoga';
import { GRAPHQL_BATCH_LIMIT } from '#core/graphqlBatching';
import { withSpecErrorName } from '#core/apiErrors/specErrorNames';
import { AppError, fromDatabaseError } from '../services/errors.js';
import type { Logger } from '../lib/logger.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../lib/databaseAvailability.js';
import type { GraphQLContext } from './context.js';
import { loadTypeDefs } from './loadSchema.js';
import { shortMessage, useQueryLimits, useUserInputErrors, useWellFormedText } from './plugins.js';
import { useStreamingUploads } from './streamingUploads.js';
import { useBoundedBodies } from './boundedBodies.js';
import { useOlderCreditBands } from './olderCreditBands.js';
import { useRatesAnswerCache } from './ratesAnswerCache.js';
import { resolvers } from './resolvers/index.js';

export const graphqlSchema = createSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });

type GraphQLErrorLike = { message: string; originalError?: unknown; extensions?: Record<string, unknown>; path?: unknown };

// Duck-typed: graphql may be loaded twice (ESM and CJS), so instanceof GraphQLError is unreliable.
const isGraphQLErrorLike = (value: unknown): value is GraphQLErrorLike =>
  typeof value === 'object' && value !== null && 'extensions' in value && 'message' in value && 'locations' in value;

/** An error for the log: its message and stack cut short, so no input value is logged whole. */
function forTheLog(error: unknown) {
  if (!(error instanceof Error)) return shortMessage(String(error));
  const stack = (error.stack ?? '').split('\n').slice(1, 30).join('\n');
  return { name: error.name, message: shortMessage(error.message), stack };
}

/**
 * Yoga with masked errors: AppErrors keep their message and code; GraphQL's own refusals of the
 * request (variables of the wrong type, unknown enum values, values a scalar rejects: errors
 * with no field path) are the client's fault, BAD_USER_INPUT with a short message and no log;
 * GraphQL errors that already carry a code pass through; anything else is our fault, logged at
 * error level and answered INTERNAL_SERVER_ERROR with no detail.
 */
export function createGraphQLServer(options: { production: boolean; logger: Logger; publicOrigin?: string }) {
  return createYoga<GraphQLContext>({
    schema: graphqlSchema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    batching: { limit: GRAPHQL_BATCH_LIMIT },
    // Request-body limits are applied by useBoundedBodies and useStreamingUploads: one figure cannot fit uploads and JSON.
    maxRequestBodySize: false,
    // The web app is served from our own origin; no other origin is answered, with or without credentials.
    cors: options.publicOrigin ? { origin: [options.publicOrigin], credentials: true, methods: ['GET', 'POST'] } : false,
    logging: false,
    plugins: [
      useWellFormedText(),
      useQueryLimits({ allowIntrospection: !options.production }),
      useUserInputErrors(),
      useBoundedBodies(),
      useStreamingUploads(),
      useOlderCreditBands(),
      // After the credit bands: the answer is kept under the variables as resolvers see them.
      useRatesAnswerCache(),
    ],
    maskedErrors: {
      maskError(error, message, isDev) {
        const graphQLError = isGraphQLErrorLike(error) ? error : null;
        const original = fromDatabaseError(graphQLError ? graphQLError.originalError : error);
        if (original instanceof AppError) {
          // Short, since a message of ours may quote what the client sent.
          return createGraphQLError(shortMessage(original.message), { extensions: withSpecErrorName({ code: original.code }) });
        }
        if (graphQLError && graphQLError.path === undefined && (!original || isGraphQLErrorLike(original))) {
          const code = graphQLError.extensions?.code;
          const keptCode = typeof code === 'string' && !code.startsWith('GRAPHQL_') ? code : 'BAD_USER_INPUT';
          return createGraphQLError(shortMessage(graphQLError.message), { extensions: withSpecErrorName({ ...graphQLError.extensions, code: keptCode }) });
        }
        if (graphQLError && !original) return error as Error;
        if (isDatabaseUnavailable(original)) {
          options.logger.warn('the database is unavailable', { error: forTheLog(original) });
          return createGraphQLError(DATABASE_UNAVAILABLE.message, {
            extensions: { code: DATABASE_UNAVAILABLE.code, http: { status: 503, headers: { 'Retry-After': String(DATABASE_UNAVAILABLE.retryAfterSeconds) } } },
          });
        }
        options.logger.error('unexpected error in a resolver', { error: forTheLog(original) });
        const masked = maskError(error, message, isDev);
        return createGraphQLError(masked.message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
  });
}
