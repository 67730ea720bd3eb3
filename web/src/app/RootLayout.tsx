import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider, useAuth } from './auth/AuthProvider';
import { RouteEffects } from './RouteEffects';
import { HydrationMarker } from './HydrationMarker';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { PrivacyBannerSlot } from './layout/PrivacyBannerSlot';
import { PrivacyPreferencesProvider } from '../lib/privacyPreferences';
import { useFeatureFlags } from '../lib/featureFlags';
import { LenderNamesProvider } from '../lib/lenderNames';
import { ProgramFilterStateProvider } from '../lib/programFilterState';
import { LoadingPlaceholder } from '../components/LoadingPlaceholder/LoadingPlaceholder';
import styles from './RootLayout.module.css';

function Shell() {
  const { loading, user } = useAuth();
  // Asked for now so the flags travel in the same batch as the session query.
  useFeatureFlags();
  // Spec section 4 (Auth): while the user is loading, nothing renders.
  if (loading) return null;
  return (
    <PrivacyPreferencesProvider loggedIn={Boolean(user)}>
      <LenderNamesProvider>
        <div className={styles.shell}>
          <a className={styles.skipLink} href="#main">
            Skip to content
          </a>
          <Header />
          <main id="main" className={styles.main} tabIndex={-1}>
            <Suspense fallback={<LoadingPlaceholder />}>
              <Outlet />
              <HydrationMarker />
            </Suspense>
          </main>
          <Footer />
          <RouteEffects />
          <PrivacyBannerSlot />
        </div>
      </LenderNamesProvider>
    </PrivacyPreferencesProvider>
  );
}

export function RootLayout() {
  return (
    <AuthProvider>
      <ProgramFilterStateProvider>
        <Shell />
      </ProgramFilterStateProvider>
    </AuthProvider>
  );
}
