import { useQuery } from '@apollo/client/react';
import { ProfileDocument } from '../../../../generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ConsentPanel } from './ConsentPanel';
import { ChangePasswordForm } from './ChangePasswordForm';
import styles from './ProfilePage.module.css';

export default function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(ProfileDocument);
  const user = data?.me;
  return (
    <PageContainer title="Your profile" description="Your Roofline account details.">
      <h1>Your profile</h1>
      {loading && !user ? <LoadingPlaceholder label="Loading your profile…" /> : null}
      {error && !user ? (
        <Alert title="We couldn’t load your profile">
          <p>Please check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {user ? (
        <div className={styles.grid}>
          <section className={styles.panel} aria-labelledby="details-title">
            <h2 id="details-title">Personal details</h2>
            <p className={styles.muted}>
              Signed in as <strong>{user.email}</strong>
              {user.emailVerifiedAt ? ' (verified)' : ' (not verified yet)'}
            </p>
            <ProfileDetailsForm user={user} />
          </section>
          <div className={styles.side}>
            <section className={styles.panel} aria-labelledby="consent-title">
              <h2 id="consent-title">Consents</h2>
              <ConsentPanel user={user} />
            </section>
            <section className={styles.panel} aria-labelledby="password-title">
              <h2 id="password-title">{user.hasPassword ? 'Change password' : 'Set a password'}</h2>
              <ChangePasswordForm hasPassword={user.hasPassword} />
            </section>
          </div>
        </div>
      ) : null}
    </PageContainer>
  );
}
