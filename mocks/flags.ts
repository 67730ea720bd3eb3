import { graphql, HttpResponse } from 'msw';
import type { FeatureFlagsQuery, FeatureFlagsQueryVariables } from '#generated/web';
import { FEATURE_FLAG_DEFAULTS } from '#core/featureFlags';

type Flags = Omit<FeatureFlagsQuery['featureFlags'], '__typename'>;

/** The spec's defaults (section 9), as the API answers them with no overrides. */
export const defaultMockFlags: Flags = FEATURE_FLAG_DEFAULTS;

let changed: Partial<Flags> = {};

/**
 * A featureFlags handler with some flags changed, for tests and stories (pass as an override).
 * Once it has answered, the other mocks judge by these flags too, as the server's own code would.
 */
export function featureFlagsHandler(overrides: Partial<Flags> = {}) {
  return graphql.query<FeatureFlagsQuery, FeatureFlagsQueryVariables>('featureFlags', () => {
    changed = overrides;
    return HttpResponse.json({ data: { __typename: 'Query', featureFlags: { __typename: 'FeatureFlags', ...defaultMockFlags, ...overrides } } });
  });
}

/** Flags a whole test file runs with (the default handler answers them), e.g. lender names on. */
export const mockFlags = {
  set(overrides: Partial<Flags>) {
    changed = overrides;
  },
  reset() {
    changed = {};
  },
  /** The flags the mocked server runs with now. */
  current(): Flags {
    return { ...defaultMockFlags, ...changed };
  },
};

export const flagsHandlers = [
  graphql.query<FeatureFlagsQuery, FeatureFlagsQueryVariables>('featureFlags', () =>
    HttpResponse.json({ data: { __typename: 'Query', featureFlags: { __typename: 'FeatureFlags', ...defaultMockFlags, ...changed } } }),
  ),
];
