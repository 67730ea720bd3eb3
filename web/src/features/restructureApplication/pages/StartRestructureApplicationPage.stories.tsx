import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { createMockHandlers } from '#mocks/handlers';
import { MOCK_PREQUAL_UUID } from '#mocks/refinanceApplicationFixtures';
import { AuthProvider } from '#web/app/auth/AuthProvider';
import StartRestructureApplicationPage from './StartRestructureApplicationPage';

/** One partnership application already started, to continue. */
const existingApplications = graphql.query('restructureApplications', () =>
  HttpResponse.json({
    data: {
      restructureApplications: [
        {
          __typename: 'RestructureApplication',
          uuid: '7a1e4c2b-0000-4000-8000-000000000001',
          propertyLocation: { __typename: 'Location', streetNumber: '2210', streetName: 'Grand Ave', unitNumber: null, zip: '92109' },
        },
      ],
    },
  }),
);

const meta = {
  title: 'Partnership/StartRestructureApplicationPage',
  component: StartRestructureApplicationPage,
  parameters: { layout: 'fullscreen', route: '/application/partner' },
  // The page asks who is signed in (the mocked `me` query).
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
      </AuthProvider>
    ),
  ],
} satisfies Meta<typeof StartRestructureApplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first question: the home the partnership is for. */
export const Visitor: Story = {};

/** A signed-in user also sees the applications already started. */
export const SignedIn: Story = { parameters: { loggedIn: true, msw: { handlers: createMockHandlers([existingApplications]) } } };

/** The prequal's last question answered: an account, then the application. */
export const CreditScore: Story = { parameters: { route: '/application/partner?question=partnerCreditScore' } };

/** Back from creating an account: the application starts from the prequal in the URL. */
export const Starting: Story = {
  parameters: {
    loggedIn: true,
    route: `/application/partner?prequalUuid=${MOCK_PREQUAL_UUID}`,
    msw: { handlers: createMockHandlers([graphql.mutation('startRestructureApplication', () => delay('infinite'))]) },
  },
};

/** The prequal cannot start a partnership: why, and the way to a new one. */
export const Refused: Story = {
  parameters: {
    loggedIn: true,
    route: `/application/partner?prequalUuid=${MOCK_PREQUAL_UUID}`,
    msw: {
      handlers: createMockHandlers([
        graphql.mutation('startRestructureApplication', () =>
          HttpResponse.json({
            data: {
              startRestructureApplication: {
                __typename: 'RestructureApplicationPayload',
                restructureApplication: null,
                errors: [
                  {
                    __typename: 'UserError',
                    code: 'WRONG_PRODUCT',
                    field: 'prequalUuid',
                    message: 'This prequalification is for buying a home, not the partnership on a home you own.',
                  },
                ],
              },
            },
          }),
        ),
      ]),
    },
  },
};
