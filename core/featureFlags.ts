import { DEFAULT_LICENSED_STATES } from './rates/limits.js';

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
  /** Configuration served with the flags, so the browser judges the state as the server does. */
  licensedStates: [...DEFAULT_LICENSED_STATES] as string[],
} as const;
