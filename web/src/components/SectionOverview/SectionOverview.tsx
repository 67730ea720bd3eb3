import { useState } from 'react';
import type { SectionStatus } from '#generated/web';
import { useBrowserValue } from '../../lib/browserValue';
import { BREAKPOINTS } from '../../lib/uiConstants';
import styles from './SectionOverview.module.css';

export interface SectionOverviewItem {
  name: string;
  title: string;
  status: SectionStatus;
  percentComplete: number;
  firstQuestionId: string;
}

export interface SectionOverviewProps {
  sections: readonly SectionOverviewItem[];
  currentSection: string | null;
  onSelect: (questionId: string) => void;
  /** While a save is in flight, jumping elsewhere waits. */
  disabled?: boolean;
}

const STATUS_TEXT: Record<SectionStatus, string> = { OPEN: 'In progress', COMPLETE: 'Complete', LOCKED: 'Submitted' };

/** Open beside the question on wide screens; folded above it on narrower ones, so the question comes first. */
function opensByDefault(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${BREAKPOINTS.large}px)`).matches;
}

/** Every section with its status; choosing one goes to its first question. */
export function SectionOverview({ sections, currentSection, onSelect, disabled = false }: SectionOverviewProps) {
  const complete = sections.filter((s) => s.status !== 'OPEN').length;
  // The server cannot see the screen: folded there and while taken over, then open on a wide one.
  const openByDefault = useBrowserValue(opensByDefault, false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? openByDefault;
  return (
    <nav aria-label="Application sections" className={styles.overview}>
      <details className={styles.details} open={open} onToggle={(event) => setChosen(event.currentTarget.open)}>
        <summary className={styles.summary}>
          Sections{' '}
          <span className={styles.count}>
            {complete} of {sections.length} complete
          </span>
        </summary>
        <ol className={styles.list}>
          {sections.map((section) => {
            const status = section.status === 'OPEN' && section.percentComplete === 0 ? 'Not started' : STATUS_TEXT[section.status];
            const current = section.name === currentSection;
            return (
              <li key={section.name}>
                <button
                  type="button"
                  className={[styles.section, current ? styles.current : ''].join(' ')}
                  aria-current={current ? 'step' : undefined}
                  onClick={() => onSelect(section.firstQuestionId)}
                  disabled={disabled}
                >
                  <span className={[styles.marker, styles[section.status]].join(' ')} aria-hidden="true">
                    {section.status === 'COMPLETE' ? '✓' : section.status === 'LOCKED' ? '🔒' : ''}
                  </span>
                  <span className={styles.name}>{section.title}</span>
                  <span className={styles.status}>
                    {status}
                    {section.status === 'OPEN' && section.percentComplete > 0 ? ` · ${section.percentComplete}%` : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </details>
    </nav>
  );
}
