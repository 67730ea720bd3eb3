import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './QuestionScreen.module.css';

interface Common {
  label: string;
  hint?: string;
  error?: string;
}

function useDescription(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A labelled text input in the question screen's style, its hint and error announced with it. */
export function LabelledInput({ label, hint, error, ref, ...rest }: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { id, hintId, errorId, describedBy } = useDescription(hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input ref={ref} id={id} type="text" className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled drop-down in the question screen's style, with a first empty choice. */
export function LabelledSelect({
  label,
  hint,
  error,
  options,
  emptyOption,
  ref,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }>; emptyOption: string; ref?: Ref<HTMLSelectElement> }) {
  const { id, hintId, errorId, describedBy } = useDescription(hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <select ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        <option value="">{emptyOption}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
