import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { createMockHandlers } from '#mocks/handlers';
import { MOCK_PREQUAL_UUID } from '#mocks/refinanceApplicationFixtures';
import { AuthProvider } from '#web/app/auth/AuthProvider';
import StartRefinanceApplicationPage from './StartRefinanceApplicationPage';

const location = (streetNumber: string, streetName: string) => ({ __typename: 'Location', streetNumber, streetName, locality: 'San Francisco', state: 'CA' });

/** One application in progress and one submitted, to continue or to look at. */
const existingApplications = graphql.query('refinanceApplicationsOverview', () =>
  HttpResponse.json({
    data: {
      refinanceApplications: [
        {
          __typename: 'RefinanceApplication',
          uuid: '5d0c1a7e-0000-4000-8000-000000000001',
          applicationSubmittedAt: null,
          updatedAt: '2026-11-30T17:00:00.000Z',
          propertyLocation: location('1450', 'Larkin St'),
          questionMap: { __typename: 'QuestionMap', percentAnswered: 65 },
        },
        {
          __typename: 'RefinanceApplication',
          uuid: '5d0c1a7e-0000-4000-8000-000000000002',
          applicationSubmittedAt: '2026-10-02T15:00:00.000Z',
          updatedAt: '2026-10-02T15:00:00.000Z',
          propertyLocation: location('88', 'Hyde St'),
          questionMap: { __typename: 'QuestionMap', percentAnswered: 100 },
        },
      ],
    },
  }),
);

const meta = {
  title: 'Refinance/StartRefinanceApplicationPage',
  component: StartRefinanceApplicationPage,
  parameters: { layout: 'fullscreen', route: '/application/refinance' },
  // The page asks who is signed in (the mocked `me` query).
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
      </AuthProvider>
    ),
  ],
} satisfies Meta<typeof StartRefinanceApplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first question: the home to refinance. */
export const Visitor: Story = {};

/** A signed-in user also sees the applications already started, to continue one. */
export const SignedIn: Story = { parameters: { loggedIn: true, msw: { handlers: createMockHandlers([existingApplications]) } } };

/** Back from creating an account: the application starts from the prequal in the URL. */
export const Starting: Story = {
  parameters: {
    loggedIn: true,
    route: `/application/refinance?prequalUuid=${MOCK_PREQUAL_UUID}`,
    msw: { handlers: createMockHandlers([graphql.mutation('startRefinanceApplication', () => delay('infinite'))]) },
  },
};

/** The prequal cannot start a refinance: why, and the way to a new one. */
export const Refused: Story = {
  parameters: {
    loggedIn: true,
    route: `/application/refinance?prequalUuid=${MOCK_PREQUAL_UUID}`,
    msw: {
      handlers: createMockHandlers([
        graphql.mutation('startRefinanceApplication', () =>
          HttpResponse.json({
            data: {
              startRefinanceApplication: {
                __typename: 'StartRefinanceApplicationPayload',
                refinanceApplication: null,
                errors: [
                  {
                    __typename: 'UserError',
                    code: 'WRONG_PRODUCT',
                    field: 'prequalUuid',
                    message: 'This prequalification is for buying a home, not refinancing.',
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
