import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HydrationMarker } from '../HydrationMarker';
import styles from './MainNav.module.css';

// Only a logged-in user has the menu: a visitor's first page goes without its code.
const DropdownMenu = lazy(() => import('../../components/DropdownMenu/DropdownMenu').then((module) => ({ default: module.DropdownMenu })));

/**
 * Logged out: the login label. Logged in: a greeting with the first name (or 'there')
 * and a submenu that ends with 'Log out' (spec section 2).
 */
export function AccountMenu({ user, onLogout }: { user: { firstName?: string | null } | null; onLogout: () => unknown }) {
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
          { label: 'Log out', onSelect: () => void onLogout() },
        ]}
      />
      <HydrationMarker />
    </Suspense>
  );
}
