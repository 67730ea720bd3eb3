import type { FeatureFlags } from '#generated/server';
import type { AppConfig } from '../../config.js';

/** The flags of spec section 9 as configured (defaults in config.ts, FEATURE_* overrides). */
export function getFeatureFlags(config: AppConfig): FeatureFlags {
  return {
    privacyCookie: config.FEATURE_PRIVACY_COOKIE,
    programsCustomDetailContent: config.FEATURE_PROGRAMS_CUSTOM_DETAIL_CONTENT,
    multipleDashboard: config.FEATURE_MULTIPLE_DASHBOARD,
    programsShowListing: config.FEATURE_PROGRAMS_SHOW_LISTING,
    programs: config.FEATURE_PROGRAMS,
    partnershipWaitlist: config.FEATURE_PARTNERSHIP_WAITLIST,
    directEquityTransactions: config.FEATURE_DIRECT_EQUITY_TRANSACTIONS,
    programFilters: config.FEATURE_PROGRAM_FILTERS,
    lenderNames: config.FEATURE_LENDER_NAMES,
    identityConnection: config.FEATURE_IDENTITY_CONNECTION,
    equityBuilderCutoffDate: config.EQUITY_BUILDER_CUTOFF_DATE,
    licensedStates: [...config.LICENSED_STATES],
  };
}
