import {
  FeatureFlagsDocument,
  GetMyPrivacyPreferencesDocument,
  MeDocument,
  PurchaseApplicationsDocument,
  RefinanceApplicationsDocument,
  RestructureApplicationsDocument,
} from '#generated/shell';
import { pageQuery, type PageQuery } from '../../lib/data/pageQuery';

/**
 * What the shell asks for on every page (RootLayout, AuthProvider, privacyPreferences): the
 * session and the flags, and for a signed-in user the header's application lists and the saved
 * privacy choices, which the shell otherwise asks only once the session has answered.
 */
export function shellQueries(signedIn: boolean): PageQuery[] {
  return [
    pageQuery(MeDocument),
    pageQuery(FeatureFlagsDocument),
    ...(signedIn
      ? [
          pageQuery(GetMyPrivacyPreferencesDocument),
          pageQuery(RestructureApplicationsDocument),
          pageQuery(RefinanceApplicationsDocument),
          pageQuery(PurchaseApplicationsDocument),
        ]
      : []),
  ];
}
