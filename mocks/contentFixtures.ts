import type {
  ArticlePage_ArticleFragment,
  FaqEntriesQuery,
  ProgramDetailQuery,
  ResourcesIndexQuery,
  TestimonialQuote_TestimonialFragment,
} from '#generated/web';
import { fillPitchFigures } from '#core/partnership/fillPitchFigures';

type Category = ResourcesIndexQuery['articleCategories'][number];
// maxPrice is read by the purchase application's funding step, not by the program pages.
type Program = NonNullable<ProgramDetailQuery['program']> & { maxPrice: number | null };

const category = (uuid: string, slug: string, name: string, description: string, articleCount: number): Category => ({
  __typename: 'ArticleCategory',
  uuid,
  slug,
  name,
  description,
  articleCount,
});

export const mockCategories: Category[] = [
  category(
    'b1e0f6a2-0d3c-4e11-9a01-3c5f7b2d9e01',
    'refinancing',
    'Refinancing',
    'When a new mortgage beats the one you have: break-even math, points and credits.',
    2,
  ),
  category(
    'b1e0f6a2-0d3c-4e11-9a01-3c5f7b2d9e02',
    'home-equity',
    'Home equity partnership',
    'How a partnership turns equity into cash without a new loan, and what it costs each month.',
    1,
  ),
  category('b1e0f6a2-0d3c-4e11-9a01-3c5f7b2d9e03', 'buying', 'Buying a home', 'Budgeting, down payments and assistance programs for buyers.', 1),
];

const articleCategory = (index: number) => {
  const { uuid, slug, name } = mockCategories[index] as Category;
  return { __typename: 'ArticleCategory' as const, uuid, slug, name };
};

const body = (heading: string, paragraph: string) =>
  `<p>${paragraph}</p><h2 id="${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${heading}</h2><p><strong>break-even (months) = total closing costs ÷ monthly payment savings</strong></p><table tabindex="0"><thead><tr><th scope="col">New loan</th><th scope="col">Monthly payment</th><th scope="col">Break-even</th></tr></thead><tbody><tr><td>30 years at 6.25%</td><td>$1,970.30</td><td>19 months</td></tr><tr><td>25 years at 6.25%</td><td>$2,110.94</td><td>33 months</td></tr></tbody></table><p>Read <a href="/resources/how-points-and-lender-credits-work">how points and lender credits work</a>.</p>`;

const article = (
  fields: Omit<ArticlePage_ArticleFragment, '__typename' | 'updatedAt' | 'heroImageUrl' | 'heroImageAlt'> &
    Partial<Pick<ArticlePage_ArticleFragment, 'heroImageUrl' | 'heroImageAlt'>>,
): ArticlePage_ArticleFragment => ({
  __typename: 'Article',
  heroImageUrl: null,
  heroImageAlt: null,
  updatedAt: '2026-10-01T12:00:00.000Z',
  ...fields,
});

export const mockArticles: ArticlePage_ArticleFragment[] = [
  article({
    uuid: 'a7c3e1d0-5b2f-4a9e-8c61-1f0e2d3c4b01',
    slug: 'when-does-refinancing-make-sense',
    title: 'When does refinancing make sense?',
    summary: 'A refinance pays off only if you keep the new loan past its break-even point. Here is how to find that point.',
    author: 'Maya Okafor, Senior Loan Officer',
    status: 'PUBLISHED',
    publishedAt: '2026-09-08T12:00:00.000Z',
    readingMinutes: 4,
    heroImageUrl: '/images/resources/refinance-break-even.svg',
    heroImageAlt: 'A line chart where cumulative savings cross the closing costs at month 19.',
    category: articleCategory(0),
    bodyHtml: body(
      'Start with the break-even point',
      'Refinancing replaces your current mortgage with a new one. Every refinance has a price: closing costs of 2% to 5% of the loan.',
    ),
  }),
  article({
    uuid: 'a7c3e1d0-5b2f-4a9e-8c61-1f0e2d3c4b02',
    slug: 'how-a-home-equity-partnership-works',
    title: 'How a home equity partnership works',
    summary: 'A home equity partnership gives you cash for a share of your home’s value, without a new loan. Here is what you pay each month.',
    author: 'Priya Natarajan, Head of Partnerships',
    status: 'PUBLISHED',
    publishedAt: '2026-09-15T12:00:00.000Z',
    readingMinutes: 4,
    category: articleCategory(1),
    bodyHtml: body(
      'What you get, and what we get',
      fillPitchFigures(
        'Roofline pays you cash today in exchange for a share of your home’s value. Each month you pay a usage fee of {{usageRate}} a year on Roofline’s share, plus a scheduled buy-back.',
      ),
    ),
  }),
  article({
    uuid: 'a7c3e1d0-5b2f-4a9e-8c61-1f0e2d3c4b03',
    slug: 'how-points-and-lender-credits-work',
    title: 'How points and lender credits work',
    summary: 'Every loan offer is a trade between rate and upfront cost. Points buy a lower rate; lender credits pay your closing costs.',
    author: 'Daniel Reyes, Pricing Analyst',
    status: 'PUBLISHED',
    publishedAt: '2026-07-21T12:00:00.000Z',
    readingMinutes: 3,
    category: articleCategory(0),
    bodyHtml: body('The same loan, three ways', 'One point is 1% of the loan amount. On a $320,000 loan, one point is $3,200.'),
  }),
  article({
    uuid: 'a7c3e1d0-5b2f-4a9e-8c61-1f0e2d3c4b04',
    slug: 'how-much-house-can-you-afford',
    title: 'How much house can you afford?',
    summary: 'Lenders look at your debt-to-income ratio; your budget should too. Work out a comfortable payment first.',
    author: 'Lauren Kim, Home Buying Advisor',
    status: 'PUBLISHED',
    publishedAt: '2026-09-01T12:00:00.000Z',
    readingMinutes: 4,
    category: articleCategory(2),
    bodyHtml: body('What lenders measure', 'The most useful number in a home search is the monthly payment you can carry without strain.'),
  }),
];

export const mockDraftArticle: ArticlePage_ArticleFragment = article({
  uuid: 'a7c3e1d0-5b2f-4a9e-8c61-1f0e2d3c4b05',
  slug: 'making-an-offer-in-a-competitive-market',
  title: 'Making an offer in a competitive market',
  summary: 'How to write an offer that stands out without waiving the protections you need.',
  author: 'Lauren Kim, Home Buying Advisor',
  status: 'DRAFT',
  publishedAt: null,
  readingMinutes: 2,
  category: articleCategory(2),
  bodyHtml: body('What makes an offer stronger', 'When several buyers want the same home, price is only part of what a seller weighs.'),
});

/** The token the mocks accept for previews (the real API checks an HMAC signature). */
export const MOCK_PREVIEW_TOKEN = 'mock-preview-token';

const program = (
  fields: Omit<Program, '__typename' | 'highlights' | 'nationwide' | 'maxPrice'> & { highlights: Array<[string, string]>; maxPrice?: number },
): Program => ({
  __typename: 'Program',
  ...fields,
  maxPrice: fields.maxPrice ?? null,
  nationwide: fields.states.length === 0,
  highlights: fields.highlights.map(([label, value]) => ({ __typename: 'ProgramHighlight', label, value })),
});

const LICENSED = ['AZ', 'CA', 'CO', 'FL', 'GA', 'NC', 'NV', 'OR', 'TX', 'UT', 'WA'];

export const mockPrograms: Program[] = [
  program({
    uuid: 'c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e01',
    slug: 'roofline-home-equity-partnership',
    product: 'FINANCE',
    type: 'HOME_EQUITY_PARTNERSHIP',
    name: 'Roofline home equity partnership',
    sponsor: 'Roofline',
    summary: fillPitchFigures('Up to {{cashLimit}} in cash for a share of your home’s value. You pay a usage fee of {{usageRate}} a year on Roofline’s share.'),
    states: LICENSED,
    highlights: [
      ['Cash', fillPitchFigures('up to {{cashLimit}}')],
      ['Usage fee', fillPitchFigures('{{usageRate}} a year on Roofline’s share')],
      ['Example', fillPitchFigures('{{keep.monthlyPayment}} a month for {{homeowner.cash}}, mortgage kept')],
    ],
    eligibility: ['The home is your primary residence', fillPitchFigures('At least {{minHomeownerEquity}} equity remains after the partnership')],
    detailHtml: '<h2 id="who-it-is-for">Who it is for</h2><p>Homeowners who need cash but want to keep a low first-mortgage rate.</p>',
  }),
  program({
    uuid: 'c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e02',
    slug: 'va-interest-rate-reduction',
    product: 'FINANCE',
    type: 'VETERAN',
    name: 'VA Interest Rate Reduction Refinance (IRRRL)',
    sponsor: 'U.S. Department of Veterans Affairs',
    summary: 'A streamlined refinance of an existing VA loan into a lower rate.',
    states: [],
    highlights: [['Appraisal', 'usually not required']],
    eligibility: ['Your current mortgage is a VA loan'],
    detailHtml: '<h2 id="who-it-is-for">Who it is for</h2><p>Veterans who already have a VA loan.</p>',
  }),
  program({
    uuid: 'c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e03',
    slug: 'calhfa-myhome-assistance',
    product: 'PURCHASE',
    type: 'DOWN_PAYMENT_ASSISTANCE',
    name: 'CalHFA MyHome Assistance Program',
    sponsor: 'California Housing Finance Agency',
    summary: 'A deferred-payment junior loan for California first-time buyers.',
    states: ['CA'],
    highlights: [['Assistance', 'up to 3.5% of the price']],
    eligibility: ['First-time homebuyer in California'],
    detailHtml: '<h2 id="who-it-is-for">Who it is for</h2><p>First-time buyers in California.</p>',
  }),
  program({
    uuid: 'c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e04',
    slug: 'fha-purchase',
    product: 'PURCHASE',
    type: 'FIRST_TIME_BUYER',
    name: 'FHA purchase loan',
    sponsor: 'U.S. Department of Housing and Urban Development (FHA)',
    summary: 'A government-insured loan with 3.5% down from a 580 credit score.',
    states: [],
    highlights: [['Minimum down payment', '3.5% with a 580+ score']],
    eligibility: ['The home will be your primary residence'],
    detailHtml: '<h2 id="who-it-is-for">Who it is for</h2><p>Buyers who need flexible approval.</p>',
  }),
];

export const mockTestimonials: TestimonialQuote_TestimonialFragment[] = [
  {
    __typename: 'Testimonial',
    uuid: 'd3e5f7a9-2b4c-4d6e-9f80-1a2b3c4d5e01',
    name: 'Ana M.',
    location: 'Sacramento, CA',
    topic: 'Partnership',
    quote: 'The partnership paid for the roof and our credit card balance, and our monthly bills went down, not up.',
  },
  {
    __typename: 'Testimonial',
    uuid: 'd3e5f7a9-2b4c-4d6e-9f80-1a2b3c4d5e02',
    name: 'James T.',
    location: 'Austin, TX',
    topic: 'Refinance',
    quote: 'Roofline showed me the break-even month for every option, which is how I realised paying points made no sense for us.',
  },
  {
    __typename: 'Testimonial',
    uuid: 'd3e5f7a9-2b4c-4d6e-9f80-1a2b3c4d5e03',
    name: 'Priya and Sam K.',
    location: 'Denver, CO',
    topic: 'Purchase',
    quote: 'Between a down payment assistance program and a gift from family, we closed without mortgage insurance eating our budget.',
  },
];

export const mockFaqEntries: FaqEntriesQuery['faqEntries'] = [
  {
    __typename: 'FaqEntry',
    uuid: 'e4f6a8b0-3c5d-4e7f-a091-2b3c4d5e6f01',
    topic: 'Home equity partnership',
    question: 'What is a Roofline home equity partnership?',
    answerHtml: fillPitchFigures(
      '<p>Roofline pays you cash, up to {{cashLimit}}, in exchange for a share of your home’s value. Each month you pay a usage fee of {{usageRate}} a year on its share: {{keep.monthlyPayment}} for {{homeowner.cash}} from a home worth {{homeowner.homeValue}}, with the scheduled buy-back.</p>',
    ),
  },
  {
    __typename: 'FaqEntry',
    uuid: 'e4f6a8b0-3c5d-4e7f-a091-2b3c4d5e6f02',
    topic: 'Home equity partnership',
    question: 'Can I end the partnership early?',
    answerHtml: '<p>Yes. Buy-in payments reduce our share at the home’s current value.</p>',
  },
  {
    __typename: 'FaqEntry',
    uuid: 'e4f6a8b0-3c5d-4e7f-a091-2b3c4d5e6f03',
    topic: 'Rates and refinancing',
    question: 'Does checking my rates affect my credit score?',
    answerHtml: '<p>No. We pull your credit only when you apply. See our <a href="/legal/credit-pull-notice">credit pull notice</a>.</p>',
  },
];

export const mockLegalTitles: Record<string, string> = {
  'cookie-policy': 'Cookie policy',
  'credit-pull-notice': 'Credit pull notice',
  'electronic-documents-policy': 'Electronic documents policy',
  'privacy-policy': 'Privacy policy',
  'privacy-preferences': 'Privacy preferences',
  'terms-of-use': 'Terms of use',
  'social-media-guidelines': 'Social media guidelines',
};
