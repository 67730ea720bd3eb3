import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockArticles, mockDraftArticle } from '#mocks/contentFixtures';
import { ArticleView } from './ArticleView';

const [article, ...others] = mockArticles;

const meta = {
  title: 'Resources/ArticleView',
  component: ArticleView,
  args: { article: article!, related: others.slice(0, 3) },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const DraftPreview: Story = { args: { article: mockDraftArticle, related: [], preview: true } };
