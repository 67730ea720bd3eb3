import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { RestructureApplicationsDocument } from '#generated/web';
import { startApplicationStyles as styles } from '#web/features/application/index';

/** A signed-in user's partnership applications, to continue one instead of starting again. */
export function ExistingRestructureApplications() {
  const { data } = useQuery(RestructureApplicationsDocument);
  const applications = data?.restructureApplications ?? [];
  if (applications.length === 0) return null;
  return (
    <section className={styles.existing} aria-labelledby="existing-title">
      <h2 id="existing-title">Your partnership applications</h2>
      <ul className={styles.applications}>
        {applications.map((application) => {
          const location = application.propertyLocation;
          const street = location?.streetName ? [location.streetNumber, location.streetName].filter(Boolean).join(' ') : 'Partnership application';
          return (
            <li key={application.uuid}>
              <Link to={`/application/partner/${application.uuid}`} className={styles.application}>
                <span className={styles.applicationName}>{street}</span>
                <span className={styles.applicationStatus}>Continue</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <h2>Or start a new application</h2>
    </section>
  );
}
