/** The feature flags of spec section 9 and their defaults: what the API serves with no overrides. */
export const FEATURE_FLAG_DEFAULTS = {
  privacyCookie: true,
  programsCustomDetailContent: true,
  multipleDashboard: true,
  programsShowListing: true,
  programs: false,
  partnershipWaitlist: false,
  directEquityTransactions: false,
  programFilters: false,
  lenderNames: false,
  identityConnection: false,
  equityBuilderCutoffDate: '08/26/2020',
} as const;
