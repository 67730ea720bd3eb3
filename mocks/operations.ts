import { graphql, HttpResponse } from 'msw';
import type { MeQuery, MeQueryVariables, ProfileQuery, ProfileQueryVariables } from '#generated/web';
import { demoUser } from './fixtures';
import { mockSession } from './session';
import { ratesHandlers } from './rates';
import { refinanceApplicationHandlers } from './refinanceApplication';
import { restructureApplicationHandlers } from './restructureApplication';
import { accountHandlers } from './account';
import { contentHandlers } from './content';
import { flagsHandlers } from './flags';
import { privacyHandlers } from './privacy';
import { documentHandlers } from './documents';
import { purchaseApplicationHandlers } from './purchaseApplication';
import { paymentHandlers } from './payments';
import { bankLinkHandlers } from './bankLinks';
import { mockProperties, propertiesHandlers } from './properties';
import { waitlistHandlers } from './waitlist';

/**
 * Typed mocks, one per operation: the data is checked against the operation's generated type,
 * so a schema change that breaks a mock breaks the typecheck instead of failing silently.
 */
export const operationHandlers = [
  // The demo homeowner owns every mocked home.
  graphql.query<MeQuery, MeQueryVariables>('me', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        me: mockSession.isLoggedIn()
          ? { ...demoUser, properties: mockProperties.list().map((property) => ({ ...property, viewerRole: 'OWNER' as const })) }
          : null,
      },
    }),
  ),
  graphql.query<ProfileQuery, ProfileQueryVariables>('profile', () =>
    HttpResponse.json({ data: { __typename: 'Query', me: mockSession.isLoggedIn() ? demoUser : null } }),
  ),
  ...restructureApplicationHandlers,
  ...refinanceApplicationHandlers,
  ...purchaseApplicationHandlers,
  ...ratesHandlers,
  ...accountHandlers,
  ...contentHandlers,
  ...privacyHandlers,
  ...flagsHandlers,
  ...documentHandlers,
  ...paymentHandlers,
  ...bankLinkHandlers,
  ...propertiesHandlers,
  ...waitlistHandlers,
];
