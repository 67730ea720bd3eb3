import { Tooltip } from '../Tooltip/Tooltip';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Whole percent, 0–100 (the question map's percentAnswered). */
  percent: number;
  answered: number;
  total: number;
  label?: string;
}

/** How far through the application the user is, as a bar and in words. */
export function ProgressBar({ percent, answered, total, label = 'Application progress' }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.progress}>
      <div className={styles.text}>
        <span className={styles.label}>
          <span id="application-progress-label">{label}</span>
          <Tooltip label="How progress is counted">Only the questions that apply to you count, and screens that just explain count toward nothing.</Tooltip>
        </span>
        <span>
          {value}% · {answered} of {total} answered
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="application-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% answered, ${answered} of ${total} questions`}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
