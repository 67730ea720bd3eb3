import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { queryLimitsRule } from './limits.js';

/**
 * Refuses __schema and __type in production. Written by hand rather than taken from graphql's
 * NoSchemaIntrospectionCustomRule, whose type checks fail when graphql is loaded twice.
 */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(`GraphQL introspection is not allowed; the query asked for "${node.name.value}".`, { nodes: [node], extensions: { code: 'FORBIDDEN' } }));
    }
  },
});

export function useQueryLimits(options: { allowIntrospection: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule);
      if (!options.allowIntrospection) addValidationRule(noIntrospectionRule);
    },
  };
}
