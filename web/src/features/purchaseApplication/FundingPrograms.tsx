import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PurchaseFundingProgramsDocument } from '#generated/web';
import { QueryStates } from '../../components/QueryStates/QueryStates';
import styles from './PurchaseApplication.module.css';

/** Down payment assistance and first-time buyer programs in the buyer's state, beside the funding questions. */
export function FundingPrograms({ state }: { state: string | null }) {
  const query = useQuery(PurchaseFundingProgramsDocument, { variables: { state } });
  return (
    <aside className={styles.panel} aria-labelledby="funding-programs-title">
      <h2 id="funding-programs-title">Programs that can help with your down payment</h2>
      <QueryStates
        query={query}
        select={(data) => data.programs}
        what="the programs"
        empty={<p className={styles.muted}>We know of no down payment programs in your state yet.</p>}
      >
        {(programs) => (
          <ul className={styles.list}>
            {programs.map((program) => (
              <li key={program.uuid} className={styles.listItem}>
                <span>
                  <Link to={`/purchase/details/${program.slug}`}>{program.name}</Link>
                  <span className={styles.muted}> · {program.sponsor}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </aside>
  );
}
