import { Link } from 'react-router';
import type { ProgramCard_ProgramFragment } from '#generated/web';
import { availabilityText, PRODUCT_PATHS, PROGRAM_TYPE_LABELS } from './programLabels';
import styles from './Programs.module.css';

export function ProgramCard({ program, headingLevel = 2 }: { program: ProgramCard_ProgramFragment; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <p className={styles.type}>{PROGRAM_TYPE_LABELS[program.type]}</p>
      <Heading className={styles.cardTitle}>
        <Link className={styles.cardLink} to={`/${PRODUCT_PATHS[program.product]}/details/${program.slug}`}>
          {program.name}
        </Link>
      </Heading>
      <p className={styles.sponsor}>{program.sponsor}</p>
      <p>{program.summary}</p>
      <dl className={styles.highlights}>
        {program.highlights.map((highlight) => (
          <div key={highlight.label}>
            <dt>{highlight.label}</dt>
            <dd>{highlight.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.availability}>{availabilityText(program)}</p>
    </article>
  );
}
