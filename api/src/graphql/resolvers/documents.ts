import type { Resolvers } from '#generated/server';
import * as documents from '../../services/documents/index.js';

export const documentsResolvers: Resolvers = {
  Query: {
    applicationDocuments: (_parent, { applicationType, applicationUuid }, ctx) => documents.listApplicationDocuments(ctx, applicationType, applicationUuid),
  },
  Mutation: {
    uploadDocument: (_parent, { input }, ctx) => documents.uploadDocument(ctx, input),
    uploadDocumentReplacement: (_parent, { input }, ctx) => documents.uploadDocumentReplacement(ctx, input),
    deleteDocument: (_parent, { input }, ctx) => documents.deleteDocument(ctx, input),
  },
  Document: {
    downloadUrl: (document) => documents.downloadUrlOf(document),
  },
};
