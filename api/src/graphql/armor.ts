// GraphQL Armor's protections, each from its ES module build. Their packages name a CommonJS main
// file, and requiring it under tsx (the production server) loads a second copy of graphql whose
// errors Yoga does not recognise: every parse error became an HTTP 500 and suggestions leaked.
// The ES builds import the one graphql Yoga uses, in Vitest and in production alike.
export { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions/dist/graphql-armor-block-field-suggestions.esm.js';
export { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit/dist/graphql-armor-cost-limit.esm.js';
export { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases/dist/graphql-armor-max-aliases.esm.js';
export { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth/dist/graphql-armor-max-depth.esm.js';
export { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives/dist/graphql-armor-max-directives.esm.js';
export { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens/dist/graphql-armor-max-tokens.esm.js';
