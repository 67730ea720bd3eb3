import { Link } from 'react-router';
import { useAuth } from '../../app/auth/AuthProvider';
import { dashboardLinks } from '../../app/layout/navModel';
import styles from './ProfilePage.module.css';

/**
 * The dashboards of the signed-in user's homes, their own and those shared with them, as the
 * navigation links them: someone invited to a home finds it here too. Nothing without a home.
 */
export function DashboardLinks() {
  const { user } = useAuth();
  const links = dashboardLinks(user?.properties ?? []);
  if (links.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="dashboards-title">
      <h2 id="dashboards-title">{links.length === 1 ? 'Your home’s dashboard' : 'Your homes’ dashboards'}</h2>
      <ul>
        {links.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.to}>{links.length === 1 ? 'Dashboard' : `Dashboard: ${entry.label}`}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
