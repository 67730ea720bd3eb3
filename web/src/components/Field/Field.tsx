import { useId, type ReactNode } from 'react';
import defaultClasses from './Field.module.css';

/** What the field's control needs: its id (the label's target) and how it is described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldClasses {
  field?: string;
  label?: string;
  hint?: string;
  error?: string;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
  /** Another look for the frame (the question screens have their own). */
  classes?: FieldClasses;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, an optional hint, the control and its error; the hint and error are announced with the control. */
export function Field({ label, hint, error, id, className, classes = defaultClasses, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[classes.field, className].filter(Boolean).join(' ')}>
      <label className={classes.label} htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
