import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: resolver signatures for the API and typed documents for the web.
// generated/web.ts must never import from api/, so the two are kept apart.
const scalars = {
  DateTime: { input: 'string', output: 'string | Date' },
  Date: { input: 'string', output: 'string' },
  EmailAddress: 'string',
  UUID: 'string',
  JSONObject: 'Record<string, unknown>',
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'web/src/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'generated/server.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../api/src/graphql/context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        mappers: {
          User: '../api/src/models/User.js#User as UserModel',
        },
      },
    },
    'generated/web.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', EmailAddress: 'string', UUID: 'string', JSONObject: 'Record<string, unknown>' },
        // Apollo adds __typename to every selection; the types say so, and mocks must carry it.
        nonOptionalTypename: true,
      },
    },
  },
  hooks: {},
};

export default config;
