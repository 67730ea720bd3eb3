import { describe, expect, it } from 'vitest';
import {
  FaqEntriesDocument,
  HomeHighlightsDocument,
  LegalDocumentDocument,
  ProgramDetailDocument,
  ProgramListDocument,
  ResourcesArticleDocument,
  ResourcesArticlePreviewDocument,
  ResourcesCategoryDocument,
  ResourcesIndexDocument,
  TestimonialsDocument,
} from '#generated/web';
import type { ShapeOptions } from './sameShape';
import { contractScenario } from './contractHarness';

const both = contractScenario();

// The content mocks are a hand-picked sample of the editorial files in content/, not a copy of
// them: their texts and list lengths differ by design, so content is held to the API's shape
// (keys, type names, kinds of value, every list item like the API's first).
const SHAPE_ONLY: ShapeOptions = { byKind: ['**'], anyLength: ['**'] };

describe('the content mocks answer in the API’s shape', () => {
  it('resourcesIndex, homeHighlights, testimonials and faqEntries', async () => {
    await both.expectSameAnswer(ResourcesIndexDocument, {}, SHAPE_ONLY);
    await both.expectSameAnswer(HomeHighlightsDocument, {}, SHAPE_ONLY);
    await both.expectSameAnswer(TestimonialsDocument, {}, SHAPE_ONLY);
    await both.expectSameAnswer(FaqEntriesDocument, {}, SHAPE_ONLY);
  });

  it('resourcesCategory and resourcesArticle of a slug both know', async () => {
    await both.expectSameAnswer(ResourcesCategoryDocument, { slug: 'refinancing' }, SHAPE_ONLY);
    const article = await both.expectSameAnswer(ResourcesArticleDocument, { slug: 'when-does-refinancing-make-sense' }, SHAPE_ONLY);
    expect(article.data?.article).not.toBeNull();
  });

  it('resourcesArticle and resourcesCategory of an unknown slug are null', async () => {
    await both.expectSameAnswer(
      ResourcesArticleDocument,
      { slug: 'no-such-article' },
      { anyLength: ['**.relatedArticles'], byKind: ['**.relatedArticles.**'] },
    );
    await both.expectSameAnswer(ResourcesCategoryDocument, { slug: 'no-such-category' });
  });

  it('resourcesArticlePreview refuses a token it did not issue', async () => {
    await both.expectSameAnswer(ResourcesArticlePreviewDocument, { slug: 'when-does-refinancing-make-sense', token: 'not-a-preview-token' });
  });

  it('legalDocument of each slug the mocks know, and of an unknown one', async () => {
    for (const slug of ['privacy-policy', 'terms-of-use']) {
      const answer = await both.expectSameAnswer(LegalDocumentDocument, { slug }, SHAPE_ONLY);
      expect(answer.data?.legalDocument).not.toBeNull();
    }
    await both.expectSameAnswer(LegalDocumentDocument, { slug: 'no-such-document' });
  });

  it('programList and programDetail', async () => {
    await both.expectSameAnswer(ProgramListDocument, { product: 'FINANCE' }, SHAPE_ONLY);
    await both.expectSameAnswer(ProgramDetailDocument, { product: 'FINANCE', slug: 'no-such-program' });
  });
});
