import type { FigureGroup } from '../../model/dealFigures';
import styles from './StageScreens.module.css';

/** One group of figures as a definition list under its heading. */
export function FigureList({ group, headingLevel = 3 }: { group: FigureGroup; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={group.heading}>
      <Heading>{group.heading}</Heading>
      <dl className={styles.figures}>
        {group.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
