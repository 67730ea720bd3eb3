import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { RefinanceApplicationsOverviewDocument } from '#generated/web';
import { startApplicationStyles as styles } from '#web/features/application/index';

/** A signed-in user's refinance applications, to continue one instead of starting again. */
export function ExistingApplications() {
  // Always fresh (progress changes on every save), and kept out of the cache the navigation
  // menu's list of the same field lives in.
  const { data } = useQuery(RefinanceApplicationsOverviewDocument, { fetchPolicy: 'no-cache' });
  const applications = data?.refinanceApplications ?? [];
  if (applications.length === 0) return null;
  return (
    <section className={styles.existing} aria-labelledby="existing-title">
      <h2 id="existing-title">Your applications</h2>
      <ul className={styles.applications}>
        {applications.map((application) => {
          const location = application.propertyLocation;
          const street = location?.streetName ? [location.streetNumber, location.streetName].filter(Boolean).join(' ') : 'Refinance application';
          return (
            <li key={application.uuid}>
              <Link to={`/application/refinance/${application.uuid}`} className={styles.application}>
                <span className={styles.applicationName}>{street}</span>
                <span className={styles.applicationStatus}>
                  {application.applicationSubmittedAt ? 'Submitted' : `${application.questionMap.percentAnswered}% answered · Continue`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <h2>Or start a new application</h2>
    </section>
  );
}
