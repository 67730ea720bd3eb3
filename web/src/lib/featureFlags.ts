import { FeatureFlagsDocument, type FeatureFlagsQuery } from '#generated/shell';
import { FEATURE_FLAG_DEFAULTS } from '#core/featureFlags';
import { useShellQuery } from './data/useShellQuery';

export type FeatureFlagValues = Omit<FeatureFlagsQuery['featureFlags'], '__typename'>;

/** The spec's defaults (section 9), used until the server's answer arrives. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlagValues = FEATURE_FLAG_DEFAULTS;

/**
 * The server's feature flags. `loaded` stays false until they arrive (or fail, when the defaults
 * stand), so a screen can wait rather than flash a feature the server has turned off.
 */
export function useFeatureFlags(): { flags: FeatureFlagValues; loaded: boolean } {
  const { data, error } = useShellQuery(FeatureFlagsDocument);
  return { flags: data?.featureFlags ?? DEFAULT_FEATURE_FLAGS, loaded: Boolean(data?.featureFlags || error) };
}
