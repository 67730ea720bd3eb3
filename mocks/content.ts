import { graphql, HttpResponse } from 'msw';
import type {
  FaqEntriesQuery,
  FaqEntriesQueryVariables,
  HomeHighlightsQuery,
  HomeHighlightsQueryVariables,
  LegalDocumentQuery,
  LegalDocumentQueryVariables,
  ProgramDetailQuery,
  ProgramDetailQueryVariables,
  ProgramListQuery,
  ProgramListQueryVariables,
  ResourcesArticlePreviewQuery,
  ResourcesArticlePreviewQueryVariables,
  ResourcesArticleQuery,
  ResourcesArticleQueryVariables,
  ResourcesCategoryQuery,
  ResourcesCategoryQueryVariables,
  ResourcesIndexQuery,
  ResourcesIndexQueryVariables,
  TestimonialsQuery,
  TestimonialsQueryVariables,
} from '#generated/web';
import {
  mockArticles,
  mockCategories,
  mockDraftArticle,
  mockFaqEntries,
  mockLegalTitles,
  mockPrograms,
  MOCK_PREVIEW_TOKEN,
  mockTestimonials,
} from './contentFixtures';

const newestFirst = [...mockArticles].sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));
const page = (articles: typeof mockArticles) => ({ __typename: 'ArticlePage' as const, totalCount: articles.length, articles });

/** Resources, programs, testimonials, FAQ, legal documents and the waitlist, answered like the API. */
export const contentHandlers = [
  graphql.query<ResourcesIndexQuery, ResourcesIndexQueryVariables>('resourcesIndex', () =>
    HttpResponse.json({ data: { __typename: 'Query', articleCategories: mockCategories, articles: page(newestFirst) } }),
  ),
  graphql.query<ResourcesCategoryQuery, ResourcesCategoryQueryVariables>('resourcesCategory', ({ variables }) => {
    const category = mockCategories.find((entry) => entry.slug === variables.slug) ?? null;
    const articles = category ? newestFirst.filter((article) => article.category.slug === category.slug) : [];
    return HttpResponse.json({ data: { __typename: 'Query', articleCategory: category, articles: page(articles) } });
  }),
  graphql.query<ResourcesArticleQuery, ResourcesArticleQueryVariables>('resourcesArticle', ({ variables }) => {
    const article = mockArticles.find((entry) => entry.slug === variables.slug) ?? null;
    const related = article ? newestFirst.filter((entry) => entry.slug !== article.slug).slice(0, 3) : [];
    return HttpResponse.json({ data: { __typename: 'Query', article, relatedArticles: related } });
  }),
  graphql.query<ResourcesArticlePreviewQuery, ResourcesArticlePreviewQueryVariables>('resourcesArticlePreview', ({ variables }) => {
    if (variables.token !== MOCK_PREVIEW_TOKEN) {
      return HttpResponse.json({
        data: { __typename: 'Query', articlePreview: null },
        errors: [{ message: 'This preview link is not valid or has expired. Ask for a new one.', extensions: { code: 'FORBIDDEN' } }],
      });
    }
    const article = [...mockArticles, mockDraftArticle].find((entry) => entry.slug === variables.slug) ?? null;
    return HttpResponse.json({ data: { __typename: 'Query', articlePreview: article } });
  }),
  graphql.query<HomeHighlightsQuery, HomeHighlightsQueryVariables>('homeHighlights', () =>
    HttpResponse.json({
      data: { __typename: 'Query', testimonials: mockTestimonials, articles: { __typename: 'ArticlePage', articles: newestFirst.slice(0, 3) } },
    }),
  ),
  graphql.query<TestimonialsQuery, TestimonialsQueryVariables>('testimonials', () =>
    HttpResponse.json({ data: { __typename: 'Query', testimonials: mockTestimonials } }),
  ),
  graphql.query<FaqEntriesQuery, FaqEntriesQueryVariables>('faqEntries', () =>
    HttpResponse.json({ data: { __typename: 'Query', faqEntries: mockFaqEntries } }),
  ),
  graphql.query<LegalDocumentQuery, LegalDocumentQueryVariables>('legalDocument', ({ variables }) => {
    const title = mockLegalTitles[variables.slug];
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        legalDocument: title
          ? {
              __typename: 'LegalDocument',
              slug: variables.slug,
              title,
              summary: `Roofline’s ${title.toLowerCase()}.`,
              bodyHtml: `<p>This ${title.toLowerCase()} explains how Roofline, Inc. handles the subject it names.</p><h2 id="questions">Questions</h2><p>Email <a href="mailto:hello@roofline.test">hello@roofline.test</a>.</p>`,
              effectiveDate: '2026-10-01',
              updatedAt: '2026-10-01T12:00:00.000Z',
            }
          : null,
      },
    });
  }),
  graphql.query<ProgramListQuery, ProgramListQueryVariables>('programList', ({ variables }) => {
    const programs = mockPrograms.filter(
      (program) =>
        (!variables.product || program.product === variables.product) &&
        (!variables.state || program.nationwide || program.states.includes(variables.state)) &&
        (!variables.types?.length || (Array.isArray(variables.types) ? variables.types : [variables.types]).includes(program.type)),
    );
    return HttpResponse.json({ data: { __typename: 'Query', programs } });
  }),
  graphql.query<ProgramDetailQuery, ProgramDetailQueryVariables>('programDetail', ({ variables }) =>
    HttpResponse.json({
      data: { __typename: 'Query', program: mockPrograms.find((program) => program.product === variables.product && program.slug === variables.slug) ?? null },
    }),
  ),
];
