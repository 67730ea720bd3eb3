import { useQuery } from '@apollo/client/react';
import { FeatureFlagsDocument, type FeatureFlagsQuery } from '../../../generated/web';

export type FeatureFlagValues = Omit<FeatureFlagsQuery['featureFlags'], '__typename'>;

/** The spec's defaults (section 9), used until the server's answer arrives. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlagValues = {
  privacyCookie: true,
  programsCustomDetailContent: true,
  singleQuestionMode: true,
  multipleDashboard: true,
  programsShowListing: true,
  programs: false,
  partnershipWaitlist: false,
  directEquityTransactions: false,
  programFilters: false,
  financialFlexibility: false,
  lenderNames: false,
  identityConnection: false,
  equityBuilderCutoffDate: '08/26/2020',
};

/**
 * The server's feature flags. `loaded` stays false until they arrive (or fail, when the defaults
 * stand), so a screen can wait rather than flash a feature the server has turned off.
 */
export function useFeatureFlags(): { flags: FeatureFlagValues; loaded: boolean } {
  const { data, error } = useQuery(FeatureFlagsDocument);
  return { flags: data?.featureFlags ?? DEFAULT_FEATURE_FLAGS, loaded: Boolean(data?.featureFlags || error) };
}
