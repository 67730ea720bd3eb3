import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { AccountMenu } from './AccountMenu';
import styles from './Header.module.css';

export function Header() {
  const { user, logout } = useAuth();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Roofline home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Roofline</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <AccountMenu user={user} onLogout={logout} />
        </nav>
      </div>
    </header>
  );
}
