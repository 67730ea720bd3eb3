import { Link } from 'react-router';
import { DropdownMenu } from '../../components/DropdownMenu/DropdownMenu';
import styles from './MainNav.module.css';

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
  return (
    <DropdownMenu
      label={<span className={styles.greeting}>{`Hi, ${user.firstName?.trim() || 'there'}`}</span>}
      items={[
        { label: 'Profile', to: '/profile' },
        { label: 'Privacy preferences', to: '/legal/privacy-preferences' },
        { label: 'Log out', onSelect: () => void onLogout() },
      ]}
    />
  );
}
