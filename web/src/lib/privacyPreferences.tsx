import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AcknowledgePrivacyPreferencesBannerDocument,
  GetMyPrivacyPreferencesDocument,
  SetPrivacyPreferencesDocument,
  type PrivacyPreferencesFieldsFragment,
} from '#generated/shell';
import { setAnalyticsConsentCheck } from './analytics';
import { useFeatureFlags } from './featureFlags';
import { useClientSource } from './data/clientSource';
import { useShellQuery } from './data/useShellQuery';
import { usePageResponse } from './pageResponse';
import { analyticsAllowedInThisBrowser, parsePrivacyCookie, readPrivacyCookie, writePrivacyCookie } from './privacyCookie';
import { categoriesOf, shouldShowPrivacyBanner, type PrivacyCategories, type StoredPrivacyPreferences } from './privacyRules';

// Registered on import, before the first page view is sent: the cookie is read at each event,
// so opting out stops analytics at once. The server repeats the check with the same cookie and,
// for logged-in users, with their saved preferences.
setAnalyticsConsentCheck(analyticsAllowedInThisBrowser);

export interface PrivacyPreferencesState {
  /** The categories in force: saved ones, or all allowed when nothing is saved. */
  categories: PrivacyCategories;
  /** What is saved (the account's for a logged-in user, else this browser's), or null. */
  saved: StoredPrivacyPreferences | null;
  loaded: boolean;
  loggedIn: boolean;
  showBanner: boolean;
  acknowledge: () => Promise<{ ok: boolean }>;
  save: (categories: PrivacyCategories) => Promise<{ ok: boolean }>;
}

const PrivacyContext = createContext<PrivacyPreferencesState | null>(null);

function fromRemote(remote: PrivacyPreferencesFieldsFragment): StoredPrivacyPreferences {
  return { ...categoriesOf(remote), bannerLastAcknowledgedAt: remote.bannerLastAcknowledgedAt ?? null };
}

const sameStored = (a: StoredPrivacyPreferences | null, b: StoredPrivacyPreferences | null) => JSON.stringify(a) === JSON.stringify(b);
const refetch = { refetchQueries: [GetMyPrivacyPreferencesDocument], awaitRefetchQueries: true };

/**
 * Visitors keep their choices in the privacy_preferences cookie; logged-in users on the server
 * (getMyPrivacyPreferences, skipped without a user), mirrored into the cookie so this browser
 * and the events route agree. Every mutation refetches the saved preferences.
 */
export function PrivacyPreferencesProvider({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const { flags, loaded: flagsLoaded } = useFeatureFlags();
  // Rendered on the server, the request's cookie stands in for the browser's.
  const serverResponse = usePageResponse();
  const [local, setLocal] = useState<StoredPrivacyPreferences | null>(() =>
    serverResponse ? parsePrivacyCookie(serverResponse.fields.privacyCookie) : readPrivacyCookie(),
  );
  const [dismissed, setDismissed] = useState(false);
  // The banner's clock: when this page load began (a year-old acknowledgement does not expire mid-visit).
  const [renderedAt] = useState(() => new Date());
  const remoteQuery = useShellQuery(GetMyPrivacyPreferencesDocument, { skip: !loggedIn });
  const clientSource = useClientSource();
  // Saving loads the Apollo client if the page has not; the refetch reaches the query above.
  const setPreferences = useCallback(
    async (preferences: PrivacyCategories & { bannerLastAcknowledgedAt: string }) =>
      (await clientSource.load()).mutate({ mutation: SetPrivacyPreferencesDocument, variables: { preferences }, ...refetch }),
    [clientSource],
  );
  const acknowledgeBanner = useCallback(
    async () => (await clientSource.load()).mutate({ mutation: AcknowledgePrivacyPreferencesBannerDocument, ...refetch }),
    [clientSource],
  );
  const remoteRecord = loggedIn ? (remoteQuery.data?.getMyPrivacyPreferences ?? null) : null;
  const remote = useMemo(() => (remoteRecord ? fromRemote(remoteRecord) : null), [remoteRecord]);
  const remoteLoaded = !loggedIn || remoteQuery.data !== undefined;

  const remember = useCallback((stored: StoredPrivacyPreferences) => {
    writePrivacyCookie(stored);
    setLocal(stored);
  }, []);

  // A logged-in user's saved choices follow them to this browser: into state while rendering,
  // into the cookie after.
  const [syncedRemote, setSyncedRemote] = useState<StoredPrivacyPreferences | null>(null);
  if (remote && remote !== syncedRemote) {
    setSyncedRemote(remote);
    setLocal(remote);
  }
  useEffect(() => {
    if (remote && !sameStored(remote, readPrivacyCookie())) writePrivacyCookie(remote);
  }, [remote]);

  const saved = remote ?? local;
  const categories = useMemo(() => categoriesOf(saved), [saved]);

  const acknowledge = useCallback(async () => {
    const acknowledgedAt = new Date().toISOString();
    setDismissed(true);
    remember({ ...categories, bannerLastAcknowledgedAt: acknowledgedAt });
    if (!loggedIn) return { ok: true };
    const result = remote ? await acknowledgeBanner() : await setPreferences({ ...categories, bannerLastAcknowledgedAt: acknowledgedAt });
    return { ok: !result.error };
  }, [acknowledgeBanner, categories, loggedIn, remember, remote, setPreferences]);

  const save = useCallback(
    async (chosen: PrivacyCategories) => {
      const acknowledgedAt = new Date().toISOString();
      remember({ ...categoriesOf(chosen), bannerLastAcknowledgedAt: acknowledgedAt });
      if (!loggedIn) return { ok: true };
      const result = await setPreferences({ ...categoriesOf(chosen), bannerLastAcknowledgedAt: acknowledgedAt });
      return { ok: !result.error };
    },
    [loggedIn, remember, setPreferences],
  );

  const loaded = remoteLoaded;
  const showBanner = flagsLoaded && flags.privacyCookie && !dismissed && shouldShowPrivacyBanner({ loaded, loggedIn, local, remote, now: renderedAt });
  const value = useMemo(
    () => ({ categories, saved, loaded, loggedIn, showBanner, acknowledge, save }),
    [categories, saved, loaded, loggedIn, showBanner, acknowledge, save],
  );
  return <PrivacyContext.Provider value={value}>{children}</PrivacyContext.Provider>;
}

export function usePrivacyPreferences(): PrivacyPreferencesState {
  const state = useContext(PrivacyContext);
  if (!state) throw new Error('usePrivacyPreferences must be used inside <PrivacyPreferencesProvider>.');
  return state;
}
