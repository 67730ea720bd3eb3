import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider, useAuth } from './auth/AuthProvider';
import { RouteEffects } from './RouteEffects';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { LoadingPlaceholder } from '../components/LoadingPlaceholder/LoadingPlaceholder';
import styles from './RootLayout.module.css';

function Shell() {
  const { loading } = useAuth();
  // Spec section 4 (Auth): while the user is loading, nothing renders.
  if (loading) return null;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<LoadingPlaceholder />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <RouteEffects />
    </div>
  );
}

export function RootLayout() {
  return (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
}
