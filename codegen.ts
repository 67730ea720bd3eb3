import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema: resolver signatures for the API and typed documents for the web.
// generated/web.ts must never import from api/, so the two are kept apart.
const scalars = {
  DateTime: { input: 'string', output: 'string | Date' },
  Date: { input: 'string', output: 'string' },
  EmailAddress: 'string',
  UUID: 'string',
  JSONObject: 'Record<string, unknown>',
  // The streaming upload reader puts an UploadedFile here; the service checks it at run time.
  File: 'unknown',
};

const webConfig = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { DateTime: 'string', Date: 'string', EmailAddress: 'string', UUID: 'string', JSONObject: 'Record<string, unknown>', File: 'File' },
  // Apollo adds __typename to every selection; the types say so, and mocks must carry it.
  nonOptionalTypename: true,
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
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
          RestructureApplication: '../api/src/services/restructureApplication/view.js#RestructureApplicationView',
          Document: '../api/src/models/Document.js#Document as DocumentModel',
          PurchaseApplication: '../api/src/services/purchaseApplication/view.js#PurchaseApplicationView',
          PropertyDashboard: '../api/src/services/properties/dashboardView.js#PropertyDashboardView',
          PaymentMethod: '../api/src/models/PaymentMethod.js#PaymentMethod as PaymentMethodModel',
          FinancialItem: '../api/src/models/FinancialItem.js#FinancialItem as FinancialItemModel',
          FinancialAccount: '../api/src/models/FinancialAccount.js#FinancialAccount as FinancialAccountModel',
        },
      },
    },
    // The documents the app's shell and the pages without the Apollo client (home, testimonials)
    // need, on their own, so a first page's JavaScript does not carry every page's documents
    // (web.ts has all).
    'generated/shell.ts': {
      documents: [
        'web/src/app/auth/Session.graphql',
        'web/src/lib/featureFlags.graphql',
        'web/src/lib/privacy.graphql',
        'web/src/pages/home/Home.graphql',
        'web/src/pages/testimonials/Testimonials.graphql',
        'web/src/components/ArticleCard/*.graphql',
      ],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: webConfig,
    },
    // The resources pages' documents: they too render without the Apollo client, but the home
    // page's first visit should not carry them.
    'generated/resources.ts': {
      documents: ['web/src/pages/resources/Resources.graphql', 'web/src/components/ArticleCard/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: webConfig,
    },
    // The rates pages' documents and the address field's, so /rates and /refinance/compare do
    // not load every page's documents with them.
    'generated/rates.ts': {
      documents: 'web/src/features/rates/**/*.graphql',
      plugins: ['typescript-operations', 'typed-document-node'],
      config: webConfig,
    },
    'generated/addressField.ts': {
      documents: 'web/src/components/AddressField/*.graphql',
      plugins: ['typescript-operations', 'typed-document-node'],
      config: webConfig,
    },
    'generated/web.ts': {
      documents: 'web/src/**/*.graphql',
      plugins: ['typescript-operations', 'typed-document-node'],
      config: webConfig,
    },
  },
  hooks: {},
};

export default config;
