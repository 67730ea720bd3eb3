import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { SessionCallResult } from '../../lib/sessionClient';
import { HydrationMarker } from '../HydrationMarker';
import styles from './MainNav.module.css';

// Only a logged-in user has the menu: a visitor's first page goes without its code.
const DropdownMenu = lazy(() => import('../../components/DropdownMenu/DropdownMenu').then((module) => ({ default: module.DropdownMenu })));

/**
 * Logged out: the login label. Logged in: a greeting with the first name (or 'there')
 * and a submenu that ends with 'Log out' (spec section 2). A logout that fails says why with
 * the texts of spec section 8, and the user stays logged in.
 */
export function AccountMenu({ user, onLogout }: { user: { firstName?: string | null } | null; onLogout: () => Promise<SessionCallResult> | void }) {
  const [logoutError, setLogoutError] = useState<string | null>(null);
  if (!user) {
    return (
      <Link to="/login" className={styles.loginLink}>
        Log in
      </Link>
    );
  }
  const greeting = <span className={styles.greeting}>{`Hi, ${user.firstName?.trim() || 'there'}`}</span>;
  return (
    <Suspense fallback={greeting}>
      <DropdownMenu
        label={greeting}
        items={[
          { label: 'Profile', to: '/profile' },
          { label: 'Privacy preferences', to: '/legal/privacy-preferences' },
          {
            label: 'Log out',
            onSelect: () => {
              setLogoutError(null);
              void Promise.resolve(onLogout()).then((result) => {
                if (result && !result.ok) setLogoutError(result.message);
              });
            },
          },
        ]}
      />
      <HydrationMarker />
      {logoutError && (
        <p role="alert" className={styles.logoutError}>
          {logoutError}
        </p>
      )}
    </Suspense>
  );
}
