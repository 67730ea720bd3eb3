import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { streetAddress } from '#core/applicationLists/index';
import type { ApplicationStart } from '../../model/applicationStart';
import styles from '../../model/StartApplication.module.css';

/** A signed-in user's applications of one product, to continue one instead of starting again. */
export function ExistingApplications({ product }: { product: ApplicationStart }) {
  const { data } = useQuery(product.applicationsQuery, { fetchPolicy: product.applicationsFetchPolicy });
  const applications = data ? product.applications(data) : [];
  if (applications.length === 0) return null;
  return (
    <section className={styles.existing} aria-labelledby="existing-title">
      <h2 id="existing-title">{product.listTitle}</h2>
      <ul className={styles.applications}>
        {applications.map((application) => (
          <li key={application.uuid}>
            <Link to={`${product.path}/${application.uuid}`} className={styles.application}>
              <span className={styles.applicationName}>{streetAddress(application.propertyLocation) ?? product.untitled}</span>
              <span className={styles.applicationStatus}>{application.status}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>Or start a new application</h2>
    </section>
  );
}
