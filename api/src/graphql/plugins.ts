import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { queryLimitsRule } from './limits.js';

export function useQueryLimits(options: { allowIntrospection: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule);
      if (!options.allowIntrospection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
