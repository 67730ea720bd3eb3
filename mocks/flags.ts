import { graphql, HttpResponse } from 'msw';
import type { FeatureFlagsQuery, FeatureFlagsQueryVariables } from '#generated/web';
import { FEATURE_FLAG_DEFAULTS } from '#core/featureFlags';

type Flags = Omit<FeatureFlagsQuery['featureFlags'], '__typename'>;

/** The spec's defaults (section 9), as the API answers them with no overrides. */
export const defaultMockFlags: Flags = FEATURE_FLAG_DEFAULTS;

/** A featureFlags handler with some flags changed, for tests and stories (pass as an override). */
export function featureFlagsHandler(overrides: Partial<Flags> = {}) {
  return graphql.query<FeatureFlagsQuery, FeatureFlagsQueryVariables>('featureFlags', () =>
    HttpResponse.json({ data: { __typename: 'Query', featureFlags: { __typename: 'FeatureFlags', ...defaultMockFlags, ...overrides } } }),
  );
}

let changed: Partial<Flags> = {};

/** Flags a whole test file runs with (the default handler answers them), e.g. lender names on. */
export const mockFlags = {
  set(overrides: Partial<Flags>) {
    changed = overrides;
  },
  reset() {
    changed = {};
  },
};

export const flagsHandlers = [
  graphql.query<FeatureFlagsQuery, FeatureFlagsQueryVariables>('featureFlags', () =>
    HttpResponse.json({ data: { __typename: 'Query', featureFlags: { __typename: 'FeatureFlags', ...defaultMockFlags, ...changed } } }),
  ),
];
