// Types for the ES module builds imported in armor.ts: the same as each package's main entry.
declare module '@escape.tech/graphql-armor-block-field-suggestions/dist/graphql-armor-block-field-suggestions.esm.js' {
  export * from '@escape.tech/graphql-armor-block-field-suggestions';
}
declare module '@escape.tech/graphql-armor-cost-limit/dist/graphql-armor-cost-limit.esm.js' {
  export * from '@escape.tech/graphql-armor-cost-limit';
}
declare module '@escape.tech/graphql-armor-max-aliases/dist/graphql-armor-max-aliases.esm.js' {
  export * from '@escape.tech/graphql-armor-max-aliases';
}
declare module '@escape.tech/graphql-armor-max-depth/dist/graphql-armor-max-depth.esm.js' {
  export * from '@escape.tech/graphql-armor-max-depth';
}
declare module '@escape.tech/graphql-armor-max-directives/dist/graphql-armor-max-directives.esm.js' {
  export * from '@escape.tech/graphql-armor-max-directives';
}
declare module '@escape.tech/graphql-armor-max-tokens/dist/graphql-armor-max-tokens.esm.js' {
  export * from '@escape.tech/graphql-armor-max-tokens';
}
