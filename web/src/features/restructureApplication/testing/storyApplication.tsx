import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { RestructureApplicationDocument, type RestructureApplicationDetailsFragment } from '#generated/web';
import { ApplicationQueryStates } from '#web/features/application/index';

// Story-only support: the application a story seeded (at STORY_UUID, through the mocks' own
// steps), loaded as the page loads it, so each component shows what its stage really holds.

export const STORY_UUID = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** The seeded application, with the application pages' loading, not-found and failure states. */
export function SeededApplication({ children }: { children: (application: RestructureApplicationDetailsFragment) => ReactNode }) {
  const query = useQuery(RestructureApplicationDocument, { variables: { uuid: STORY_UUID }, fetchPolicy: 'network-only' });
  return (
    <ApplicationQueryStates
      query={query}
      select={(data) => data.restructureApplication}
      start={{ to: '/application/partner', label: 'Start or continue a partnership application' }}
    >
      {children}
    </ApplicationQueryStates>
  );
}
