import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ProfileDocument } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ConsentPanel } from './ConsentPanel';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DashboardLinks } from './DashboardLinks';
import styles from './ProfilePage.module.css';

export default function ProfilePage() {
  const profile = useQuery(ProfileDocument);
  return (
    <PageContainer title="Your profile" description="Your Roofline account details.">
      <h1>Your profile</h1>
      <QueryStates
        query={profile}
        select={(data) => data.me}
        what="your profile"
        loadingLabel="Loading your profile…"
        empty={
          <p>
            You are signed out. <Link to="/login?redirectUrl=%2Fprofile">Log in</Link> to see your profile.
          </p>
        }
      >
        {(user) => (
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
              <DashboardLinks />
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
        )}
      </QueryStates>
    </PageContainer>
  );
}
