import { useFeatureFlags } from '#web/lib/featureFlags';

/**
 * What a homeowner's DenialNotice takes as `partnershipWaitlist`: with the partnership waitlist
 * flag on (§9.21), joining it from the denial, from this prequal when known; null while the flag
 * is off, so the notice links to the home-buying waitlist as before.
 */
export function usePartnershipWaitlist(prequalUuid?: string | null): { prequalUuid: string | null } | null {
  const { flags } = useFeatureFlags();
  return flags.partnershipWaitlist ? { prequalUuid: prequalUuid ?? null } : null;
}
