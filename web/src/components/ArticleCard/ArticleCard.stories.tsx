import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockArticles, mockDraftArticle } from '#mocks/contentFixtures';
import { ArticleCard } from './ArticleCard';

const [withImage, textOnly] = mockArticles;

const meta = {
  title: 'Resources/ArticleCard',
  component: ArticleCard,
  args: { article: withImage! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

export const TextOnly: Story = { args: { article: textOnly! } };

export const Draft: Story = { args: { article: mockDraftArticle } };

/** The featured card on /resources: image beside the text from 768 px. */
export const Wide: Story = {
  args: { wide: true, headingLevel: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1120 }}>
        <Story />
      </div>
    ),
  ],
};
