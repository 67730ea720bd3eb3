import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { ValidationRule } from 'graphql';
import { armorPlugins, QUERY_LIMITS, QUERY_REFUSED_MESSAGE, TOO_MANY_ERRORS_MESSAGE } from './limits.js';
import { containsMalformedText, isWellFormedText, MALFORMED_TEXT_MESSAGE } from '#core/text/wellFormedText';

/**
 * Refuses __schema and __type in production. Written by hand rather than taken from graphql's
 * NoSchemaIntrospectionCustomRule, whose type checks fail when graphql is loaded twice.
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(`GraphQL introspection is not allowed; the query asked for "${node.name.value}".`, {
          nodes: [node],
          extensions: { code: 'FORBIDDEN' },
        }) as never,
      );
    }
  },
});

/**
 * Document limits (GraphQL Armor: tokens, depth, aliases, directives, cost, no field suggestions)
 * and, in production, no introspection. A refusal is a validation error coded BAD_USER_INPUT.
 * createGraphQLError builds the error with the graphql copy Yoga runs on (see armor.ts).
 */
/** Longest message a refused document gets back; GraphQL's messages may quote the input. */
export const MAX_ERROR_MESSAGE_LENGTH = 200;

/** A message cut to MAX_ERROR_MESSAGE_LENGTH, so no input value comes back (or is logged) whole. */
export function shortMessage(message: string): string {
  const text = message.replace(/^Syntax Error: (Query refused)/, '$1');
  return text.length > MAX_ERROR_MESSAGE_LENGTH ? `${text.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…` : text;
}

type MutableError = { message: string; extensions?: Record<string, unknown> };

/** The client's fault: code BAD_USER_INPUT (not Yoga's GRAPHQL_* codes) and a short message. */
function markAsUserInput(error: MutableError) {
  error.message = shortMessage(error.message);
  const extensions = (error.extensions ??= {});
  if (extensions.code !== 'FORBIDDEN') extensions.code = 'BAD_USER_INPUT';
}

/**
 * Documents that do not parse or validate are the client's fault: BAD_USER_INPUT with a short
 * message, each distinct one once. Runs after Yoga's own hooks, which set GRAPHQL_PARSE_FAILED /
 * GRAPHQL_VALIDATION_FAILED. Validation and execution alike answer at most QUERY_LIMITS.maxErrors.
 */
export function useUserInputErrors(): Plugin {
  return {
    onParse() {
      return ({ result }) => {
        if (result instanceof Error) markAsUserInput(result as unknown as MutableError);
      };
    },
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        for (const error of result) markAsUserInput(error as unknown as MutableError);
        // A problem repeated (ten unknown @aa directives) is one error.
        const seen = new Set<string>();
        const distinct = (result as MutableError[]).filter((error) => !seen.has(error.message) && seen.add(error.message));
        setResult(capped(distinct));
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || (result.errors?.length ?? 0) <= QUERY_LIMITS.maxErrors) return;
          setResult({ ...result, errors: capped(result.errors ?? []) });
        },
      };
    },
  };
}

/**
 * At most QUERY_LIMITS.maxErrors errors in one answer, the last saying there were more: a
 * document cannot have the server write (and send) an error per repetition of a mistake.
 */
function capped<E>(errors: readonly E[]): E[] {
  if (errors.length <= QUERY_LIMITS.maxErrors) return [...errors];
  return [...errors.slice(0, QUERY_LIMITS.maxErrors - 1), createGraphQLError(TOO_MANY_ERRORS_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } }) as E];
}

export function useQueryLimits(options: { allowIntrospection: boolean }): Plugin {
  const armor = armorPlugins((context) => {
    context?.reportError(createGraphQLError(QUERY_REFUSED_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } }) as never);
  });
  return {
    onPluginInit({ addPlugin }) {
      for (const plugin of armor) addPlugin(plugin as Plugin);
    },
    onValidate({ addValidationRule }) {
      if (!options.allowIntrospection) addValidationRule(noIntrospectionRule);
    },
  };
}

/**
 * Text with a NUL byte or an unpaired surrogate is refused before anything runs: in variables,
 * in the document's own literals, anywhere in the request (core/text/wellFormedText.ts).
 */
export function useWellFormedText(): Plugin {
  // A string literal's escapes (\u0000, \uD800) decode to such text only once parsed.
  const literalsRule: ValidationRule = (context) => ({
    StringValue(node) {
      if (!isWellFormedText(node.value))
        context.reportError(createGraphQLError(MALFORMED_TEXT_MESSAGE, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }) as never);
    },
  });
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(literalsRule);
    },
    onParams({ params, setResult }) {
      if (containsMalformedText(params)) {
        setResult({ errors: [createGraphQLError(MALFORMED_TEXT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }) as never] });
      }
    },
  };
}
