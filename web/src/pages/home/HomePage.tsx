import { Link } from 'react-router';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { useAuth } from '../../app/auth/AuthProvider';
import styles from './HomePage.module.css';

export default function HomePage() {
  const { user } = useAuth();
  return (
    <PageContainer title="Own more of your home, owe less on it" description="Roofline partners with homeowners: cash out or lower your mortgage by selling us a share of your home, and buy it back over time.">
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Own more of your home, owe less on it.</h1>
        <p className={styles.lead}>
          Roofline partners with homeowners. We buy a share of your home so you can cash out or lower your mortgage, and you buy it back over time, on your
          schedule.
        </p>
        {user ? (
          <p>
            Welcome back{user.firstName ? `, ${user.firstName}` : ''}. <Link to="/profile">Review your profile</Link>.
          </p>
        ) : (
          <p>
            Already a customer? <Link to="/login">Log in</Link>.
          </p>
        )}
      </section>
    </PageContainer>
  );
}
