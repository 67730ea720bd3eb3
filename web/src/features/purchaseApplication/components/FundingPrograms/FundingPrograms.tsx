import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { programsThatFit } from '#core/purchaseApplication/index';
import { PurchaseFundingProgramsDocument } from '#generated/web';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import styles from '../../model/PurchaseApplication.module.css';

interface Props {
  /** The buyer's state, two letters; null until they have said. */
  state: string | null;
  /** The price the buyer answered, in cents; null until they have said. */
  priceCents: number | null;
}

/** Down payment assistance and first-time buyer programs that fit the buyer's state and price, beside the funding questions. */
export function FundingPrograms({ state, priceCents }: Props) {
  const query = useQuery(PurchaseFundingProgramsDocument, { variables: { state } });
  return (
    <aside className={styles.panel} aria-labelledby="funding-programs-title">
      <h2 id="funding-programs-title">Programs that can help with your down payment</h2>
      <QueryStates
        query={query}
        // Never empty: when nothing fits, the rule says why, and that is what the buyer reads.
        select={(data) =>
          programsThatFit(
            data.programs.map((program) => ({ ...program, maxPriceCents: program.maxPrice == null ? null : Math.round(program.maxPrice * 100) })),
            { state, priceCents },
          )
        }
        what="the programs"
      >
        {(fit) =>
          fit.noneFitBecause ? (
            <p className={styles.muted}>{fit.noneFitBecause}</p>
          ) : (
            <ul className={styles.list}>
              {fit.programs.map((program) => (
                <li key={program.uuid} className={styles.listItem}>
                  <span>
                    <Link to={`/purchase/details/${program.slug}`}>{program.name}</Link>
                    <span className={styles.muted}> · {program.sponsor}</span>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </aside>
  );
}
