import type { Resolvers } from '#generated/server';
import * as content from '../../services/content/content.js';

export const contentResolvers: Resolvers = {
  Query: {
    articleCategories: (_parent, _args, ctx) => content.listCategories(ctx),
    articleCategory: (_parent, { slug }, ctx) => content.getCategory(ctx, slug),
    articles: (_parent, args, ctx) => content.listArticles(ctx, args),
    article: (_parent, { slug }, ctx) => content.getPublishedArticle(ctx, slug),
    relatedArticles: (_parent, { slug, limit }, ctx) => content.relatedArticles(ctx, slug, limit),
    articlePreview: (_parent, { slug, token }, ctx) => content.getArticlePreview(ctx, slug, token),
    programs: (_parent, args, ctx) => content.listPrograms(ctx, args),
    program: (_parent, { product, slug }, ctx) => content.getProgram(ctx, product, slug),
    testimonials: (_parent, _args, ctx) => content.listTestimonials(ctx),
    faqEntries: (_parent, _args, ctx) => content.listFaqEntries(ctx),
    legalDocument: (_parent, { slug }, ctx) => content.getLegalDocument(ctx, slug),
  },
};
